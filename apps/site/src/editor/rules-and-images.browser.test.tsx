import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { documentToHtml } from './serialise/to-html';
import { mountEditor, paragraphs, settle } from './testing/mount-editor';

describe('a rule typed as --- on an empty line', () => {
  it('takes the place of that line: no empty paragraph above it is published', async () => {
    const editor = mountEditor(paragraphs('Primera parte.'));
    await page.getByText('Primera parte.').click();
    await userEvent.keyboard('{End}{Enter}---Segunda parte.');
    await settle();
    expect(documentToHtml(editor.document())).toBe('<p>Primera parte.</p>\n<hr>\n<p>Segunda parte.</p>');
  });

  it('at the end of the post, leaves a line to type into that is not published', async () => {
    const editor = mountEditor(paragraphs('Fin.'));
    await page.getByText('Fin.').click();
    await userEvent.keyboard('{End}{Enter}---');
    await settle();
    expect(editor.document().map((block) => block.type)).toEqual([
      'paragraph',
      'horizontal-rule',
      'paragraph',
    ]);
    expect(documentToHtml(editor.document())).toBe('<p>Fin.</p>\n<hr>');
  });
});

describe('a post that ends in a rule', () => {
  it('opens with an empty line after it to keep writing in', async () => {
    const editor = mountEditor([
      { type: 'paragraph', children: [{ text: 'Texto' }] },
      { type: 'horizontal-rule', children: [{ text: '' }] },
    ]);
    await editor.textbox.click({ position: { x: 200, y: 300 } });
    await userEvent.keyboard('{Control>}{End}{/Control}Sigo');
    await settle();
    expect(documentToHtml(editor.document())).toBe('<p>Texto</p>\n<hr>\n<p>Sigo</p>');
  });
});
