import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { documentToHtml } from './serialise/to-html';
import { mountEditor, paragraphs, settle } from './testing/mount-editor';
import { pasteHtml } from './testing/paste-html';

describe('superscripts and subscripts in the editor', () => {
  it('given pasted m², 2ⁿ and H₂O › keeps them raised and lowered, in the page and in the saved HTML', async () => {
    const editor = mountEditor();
    await editor.textbox.click();
    await settle();
    pasteHtml(editor.textbox.element(), '<p>20 m<sup>2</sup>, 2<sup>n</sup> y H<sub>2</sub>O</p>');
    await expect
      .poll(() => documentToHtml(editor.document()))
      .toBe('<p>20 m<sup>2</sup>, 2<sup>n</sup> y H<sub>2</sub>O</p>');
    const shown = (tag: string) =>
      [...editor.textbox.element().querySelectorAll(tag)].map((element) => element.textContent);
    await expect.poll(() => shown('sup')).toEqual(['2', 'n']);
    expect(shown('sub')).toEqual(['2']);
  });

  it('given selected text › Ctrl+. raises it, Ctrl+, lowers it instead, and Ctrl+, again leaves it as it was', async () => {
    const editor = mountEditor(paragraphs('x2'));
    await editor.textbox.click();
    await userEvent.keyboard('{Control>}{End}{/Control}{Shift>}{ArrowLeft}{/Shift}');
    await settle();
    await userEvent.keyboard('{Control>}.{/Control}');
    await expect.poll(() => documentToHtml(editor.document())).toBe('<p>x<sup>2</sup></p>');
    await userEvent.keyboard('{Control>},{/Control}');
    await expect.poll(() => documentToHtml(editor.document())).toBe('<p>x<sub>2</sub></p>');
    await userEvent.keyboard('{Control>},{/Control}');
    await expect.poll(() => documentToHtml(editor.document())).toBe('<p>x2</p>');
  });

  it('given an empty heading › a pasted line with m² goes into the heading, as typed text would', async () => {
    const editor = mountEditor([{ type: 'heading', level: 2, children: [{ text: '' }] }]);
    await editor.textbox.click();
    await settle();
    pasteHtml(editor.textbox.element(), '<p>Área en m<sup>2</sup></p>');
    await expect.poll(() => documentToHtml(editor.document())).toBe('<h2>Área en m<sup>2</sup></h2>');
  });

  it('given selected text › the toolbar buttons raise and lower it and show which is on', async () => {
    const editor = mountEditor(paragraphs('H2O'));
    await editor.textbox.click();
    await userEvent.keyboard('{Control>}{Home}{/Control}{ArrowRight}{Shift>}{ArrowRight}{/Shift}');
    await settle();
    const toolbar = page.getByRole('toolbar', { name: 'Formato del contenido' });
    const button = (name: string) => toolbar.getByRole('button', { name, exact: true });
    await button('Subíndice x₂ (Ctrl+,)').click();
    await expect.poll(() => documentToHtml(editor.document())).toBe('<p>H<sub>2</sub>O</p>');
    await expect.element(button('Subíndice x₂ (Ctrl+,)')).toHaveAttribute('aria-pressed', 'true');
    await button('Superíndice x² (Ctrl+.)').click();
    await expect.poll(() => documentToHtml(editor.document())).toBe('<p>H<sup>2</sup>O</p>');
    await expect.element(button('Superíndice x² (Ctrl+.)')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(button('Subíndice x₂ (Ctrl+,)')).toHaveAttribute('aria-pressed', 'false');
  });
});
