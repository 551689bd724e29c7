import { Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { insertImage, insertRule } from './commands';
import { headlessEditor, item } from './testing/headless-editor';

const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });
const rule = { type: 'horizontal-rule' as const, children: [{ text: '' as const }] as [{ text: '' }] };

describe('insertRule and insertImage', () => {
  it('on an empty paragraph, go in its place and leave the caret in it, below', () => {
    const editor = headlessEditor([paragraph('Antes'), paragraph('')], { path: [1, 0], offset: 0 });
    insertRule(editor);
    expect(editor.children).toEqual([paragraph('Antes'), rule, paragraph('')]);
    expect(editor.selection?.anchor.path).toEqual([2, 0]);

    insertImage(editor, '/m/a.png', 'Un gato');
    expect(editor.children).toEqual([
      paragraph('Antes'),
      rule,
      { type: 'image', src: '/m/a.png', alt: 'Un gato', children: [{ text: '' }] },
      paragraph(''),
    ]);
  });

  it('in a list, go after the whole list, never into it', () => {
    const editor = headlessEditor(
      [
        {
          type: 'bulleted-list',
          children: [item('uno'), { type: 'bulleted-list', children: [item('dos')] }],
        },
      ],
      { path: [0, 1, 0, 0], offset: 3 },
    );
    insertRule(editor);
    expect(editor.children).toEqual([
      { type: 'bulleted-list', children: [item('uno'), { type: 'bulleted-list', children: [item('dos')] }] },
      rule,
      paragraph(''),
    ]);
    expect(editor.selection?.anchor.path).toEqual([2, 0]);
  });

  it('in a paragraph with text, go after it, with an empty paragraph to keep writing in', () => {
    const editor = headlessEditor([paragraph('Texto')], { path: [0, 0], offset: 5 });
    insertRule(editor);
    expect(editor.children).toEqual([paragraph('Texto'), rule, paragraph('')]);
  });
});

describe('the post', () => {
  it('never ends in a rule or an image: deleting the line after one brings an empty one back', () => {
    const editor = headlessEditor([paragraph('Texto'), rule, paragraph('')], { path: [2, 0], offset: 0 });
    Transforms.removeNodes(editor, { at: [2] });
    expect(editor.children).toEqual([paragraph('Texto'), rule, paragraph('')]);
  });
});
