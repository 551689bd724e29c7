import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { blockTexts, mountEditor, settle } from './testing/mount-editor';

describe('given an empty post', () => {
  it.each([
    ['400 px below the top of the box', 200, 400],
    ['in its bottom left corner', 4, 590],
  ])('a click %s puts the caret in the text, and what is typed lands there', async (_, x, y) => {
    const editor = mountEditor();
    const frame = editor.textbox.element().parentElement as HTMLElement;
    expect(frame.getBoundingClientRect().height).toBeGreaterThanOrEqual(600);
    frame.dataset.testid = 'content-box';

    await userEvent.click(page.getByTestId('content-box'), { position: { x, y } });
    await settle();
    expect(document.activeElement).toBe(editor.textbox.element());
    await userEvent.keyboard('Hola');
    await settle();
    expect(blockTexts(editor.document())).toEqual(['Hola']);
  });
});
