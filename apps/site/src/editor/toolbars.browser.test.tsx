import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { WORD_COUNT_DELAY_MS } from './LengthFooter';
import { mountEditor, paragraphs, settle } from './testing/mount-editor';

const mainToolbar = () => page.getByRole('toolbar', { name: 'Formato del contenido' });

describe('the toolbars follow the editor without being rebuilt on every key', () => {
  it('show what applies at the caret: a mark turned on, a heading, undo once there is something to undo', async () => {
    const editor = mountEditor([
      { type: 'heading', level: 2, children: [{ text: 'Título' }] },
      { type: 'paragraph', children: [{ text: 'Texto' }] },
    ]);
    await page.getByText('Texto').click();
    await userEvent.keyboard('{End}');
    await settle();
    const bold = mainToolbar().getByRole('button', { name: 'Negrita (Ctrl+B)' });
    await expect.element(bold).toHaveAttribute('aria-pressed', 'false');
    await expect.element(mainToolbar().getByRole('button', { name: 'Deshacer (Ctrl+Z)' })).toBeDisabled();

    await userEvent.keyboard('{Control>}b{/Control} fuerte');
    await expect.element(bold).toHaveAttribute('aria-pressed', 'true');
    await expect.element(mainToolbar().getByRole('button', { name: 'Deshacer (Ctrl+Z)' })).toBeEnabled();

    await page.getByText('Título').click();
    await expect
      .element(mainToolbar().getByRole('button', { name: 'Título H2' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(editor.document()).toHaveLength(2);
  });

  it('count the words once the author pauses', async () => {
    mountEditor(paragraphs('Una dos tres'));
    await expect.element(page.getByText('3 palabras · 1 min de lectura')).toBeInTheDocument();
    await page.getByText('Una dos tres').click();
    await userEvent.keyboard('{End} cuatro cinco');
    await new Promise((resolve) => setTimeout(resolve, WORD_COUNT_DELAY_MS + 100));
    await expect.element(page.getByText('5 palabras · 1 min de lectura')).toBeInTheDocument();
  });

  it('put the quick marks over a selection, and hide them while the author types', async () => {
    mountEditor(paragraphs('Selecciona esta frase'));
    await page.getByText('Selecciona esta frase').click();
    await userEvent.keyboard('{End}{Shift>}{Control>}{ArrowLeft}{/Control}{/Shift}');
    const quick = page.getByRole('toolbar', { name: 'Formato rápido' });
    // The quick marks come back 1.5 s after the last key is released.
    await expect.element(quick, { timeout: 3000 }).toBeVisible();
    await userEvent.keyboard('{ArrowRight}x');
    await expect.element(quick).not.toBeInTheDocument();
  });
});
