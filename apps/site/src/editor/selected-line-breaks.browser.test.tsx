import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { blockTexts, mountEditor, paragraphs, settle } from './testing/mount-editor';

/** Types `first`, a line break and "é", then selects leftwards from the start of "é" over `first` and the break. */
async function selectBackOverTheBreak(first: string) {
  const editor = mountEditor();
  await editor.textbox.click();
  await userEvent.keyboard(`${first}é{ArrowLeft}{Enter}`);
  await settle();
  await userEvent.keyboard(`{Shift>}${'{ArrowLeft}'.repeat(first.length + 1)}{/Shift}`);
  return editor;
}

async function texts(editor: ReturnType<typeof mountEditor>) {
  await settle();
  return blockTexts(editor.document());
}

describe('a selection that ends where the next line starts', () => {
  for (const { first, shown } of [
    { first: '', shown: 'an empty line' },
    { first: 'ab', shown: 'a whole line' },
  ]) {
    it(`typed over after selecting ${shown} and its break with Shift+←, replaces the break too`, async () => {
      const editor = await selectBackOverTheBreak(first);
      await userEvent.keyboard('x');
      expect(await texts(editor)).toEqual(['xé']);
    });

    it(`Enter over ${shown} and its break leaves one break, not two`, async () => {
      const editor = await selectBackOverTheBreak(first);
      await userEvent.keyboard('{Enter}');
      expect(await texts(editor)).toEqual(['', 'é']);
    });

    it(`Backspace over ${shown} and its break joins the lines`, async () => {
      const editor = await selectBackOverTheBreak(first);
      await userEvent.keyboard('{Backspace}');
      expect(await texts(editor)).toEqual(['é']);
    });
  }

  it('a triple click selects the paragraph’s text only: typing over it keeps the next paragraph', async () => {
    const editor = mountEditor(paragraphs('uno', 'dos'));
    await page.getByText('uno').tripleClick();
    await settle();
    expect(window.getSelection()?.toString()).toBe('uno');
    await userEvent.keyboard('x');
    expect(await texts(editor)).toEqual(['x', 'dos']);
  });
});
