import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { blockTexts, mountEditor, paragraphs, settle } from './testing/mount-editor';

describe('given a sentence typed without a pause', () => {
  it('Ctrl+Z takes back the last word, and again the one before', async () => {
    const editor = mountEditor(paragraphs('Primer párrafo.', ''));
    await editor.textbox.click();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.keyboard('Escribo una frase larga');
    await settle();
    expect(blockTexts(editor.document())).toEqual(['Primer párrafo.', 'Escribo una frase larga']);

    await userEvent.keyboard('{Control>}z{/Control}');
    await settle();
    expect(blockTexts(editor.document())).toEqual(['Primer párrafo.', 'Escribo una frase ']);
    await userEvent.keyboard('{Control>}z{/Control}');
    await settle();
    expect(blockTexts(editor.document())).toEqual(['Primer párrafo.', 'Escribo una ']);
  });
});
