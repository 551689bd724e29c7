import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { documentToHtml } from './serialise/to-html';
import { mountEditor, settle } from './testing/mount-editor';

describe('given the caret in a link', () => {
  it('the link panel offers Quitar enlace, which keeps the text and drops the whole link', async () => {
    const editor = mountEditor([
      {
        type: 'paragraph',
        children: [
          { text: 'Lee la ' },
          { type: 'link', url: 'https://e.org/guia', newTab: false, children: [{ text: 'guía completa' }] },
          { text: ' hoy.' },
        ],
      },
    ]);
    await page.getByText('guía completa').click();
    await settle();
    await page.getByRole('button', { name: 'Editar enlace' }).click();
    await page.getByRole('button', { name: 'Quitar enlace' }).click();
    await settle();

    expect(documentToHtml(editor.document())).toBe('<p>Lee la guía completa hoy.</p>');
    await expect.element(page.getByRole('button', { name: 'Insertar enlace' })).toBeInTheDocument();
    expect(document.activeElement).toBe(editor.textbox.element());
  });

  it('a new link has nothing to remove', async () => {
    mountEditor([{ type: 'paragraph', children: [{ text: 'Sin enlaces' }] }]);
    await page.getByText('Sin enlaces').click();
    await page.getByRole('button', { name: 'Insertar enlace' }).click();
    await expect.element(page.getByLabelText('URL')).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Quitar enlace' }).query()).toBeNull();
  });
});
