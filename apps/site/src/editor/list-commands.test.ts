import { Editor } from 'slate';
import { describe, expect, it } from 'vitest';
import { toggleBlock } from './commands';
import { indentListItems, outdentListItems } from './list-commands';
import type { EditorDocument } from './model';
import { headlessEditor, item } from './testing/headless-editor';

const nestedList: EditorDocument = [
  {
    type: 'bulleted-list',
    children: [item('uno'), { type: 'bulleted-list', children: [item('dos'), item('tres')] }, item('cuatro')],
  },
];

describe('indentListItems', () => {
  it('moves every selected item under the item before it, each with the list nested under it', () => {
    const editor = headlessEditor(
      [
        {
          type: 'numbered-list',
          children: [item('a'), item('b'), item('c'), { type: 'bulleted-list', children: [item('c1')] }],
        },
      ],
      { anchor: { path: [0, 1, 0], offset: 0 }, focus: { path: [0, 2, 0], offset: 1 } },
    );
    indentListItems(editor);
    Editor.normalize(editor, { force: true });
    expect(editor.children).toEqual([
      {
        type: 'numbered-list',
        children: [
          item('a'),
          {
            type: 'numbered-list',
            children: [item('b'), item('c'), { type: 'bulleted-list', children: [item('c1')] }],
          },
        ],
      },
    ]);
  });

  it('leaves the first item of a list where it is', () => {
    const editor = headlessEditor(nestedList, { path: [0, 0, 0], offset: 0 });
    indentListItems(editor);
    expect(editor.children).toEqual(nestedList);
  });
});

describe('outdentListItems', () => {
  it('at the top level, turns the item into a paragraph between the halves of its list', () => {
    const editor = headlessEditor(nestedList, { path: [0, 2, 0], offset: 0 });
    outdentListItems(editor);
    Editor.normalize(editor, { force: true });
    expect(editor.children).toEqual([
      {
        type: 'bulleted-list',
        children: [item('uno'), { type: 'bulleted-list', children: [item('dos'), item('tres')] }],
      },
      { type: 'paragraph', children: [{ text: 'cuatro' }] },
    ]);
  });

  it('takes the only item of a nested list out, and the emptied list with it', () => {
    const editor = headlessEditor(
      [
        {
          type: 'bulleted-list',
          children: [item('uno'), { type: 'bulleted-list', children: [item('dos')] }],
        },
      ],
      { path: [0, 1, 0, 0], offset: 0 },
    );
    outdentListItems(editor);
    Editor.normalize(editor, { force: true });
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [item('uno'), item('dos')] }]);
  });
});

describe('toggleBlock on nested lists', () => {
  it('gives only the innermost list the other kind, keeping the nesting', () => {
    const editor = headlessEditor(nestedList, { path: [0, 1, 1, 0], offset: 0 });
    toggleBlock(editor, { type: 'numbered-list' });
    expect(editor.children).toEqual([
      {
        type: 'bulleted-list',
        children: [
          item('uno'),
          { type: 'numbered-list', children: [item('dos'), item('tres')] },
          item('cuatro'),
        ],
      },
    ]);
  });

  it('turned off, takes the item out of every list, as a paragraph', () => {
    const editor = headlessEditor(nestedList, { path: [0, 1, 1, 0], offset: 0 });
    toggleBlock(editor, { type: 'bulleted-list' });
    Editor.normalize(editor, { force: true });
    expect(editor.children).toEqual([
      { type: 'bulleted-list', children: [item('uno'), { type: 'bulleted-list', children: [item('dos')] }] },
      { type: 'paragraph', children: [{ text: 'tres' }] },
      { type: 'bulleted-list', children: [item('cuatro')] },
    ]);
  });
});

describe('the list normaliser', () => {
  it('lets a list that starts with a nested list take in its items', () => {
    const editor = headlessEditor([
      { type: 'bulleted-list', children: [{ type: 'numbered-list', children: [item('a')] }, item('b')] },
    ]);
    Editor.normalize(editor, { force: true });
    expect(editor.children).toEqual([{ type: 'bulleted-list', children: [item('a'), item('b')] }]);
  });
});
