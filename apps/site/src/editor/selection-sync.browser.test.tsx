import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { blockTexts, mountEditor, paragraphs, settle } from './testing/mount-editor';

const longDocument = paragraphs(
  ...Array.from({ length: 60 }, (_, index) => `Párrafo ${index + 1} con algo de texto para ocupar sitio.`),
  'El final del artículo llega aquí',
);

/** Resolves as the focus comes back into `element`. */
const focusReturnsTo = (element: Element) =>
  new Promise<void>((resolve) => element.addEventListener('focusin', () => resolve(), { once: true }));

describe('given a phrase at the end of a long post with a custom font size applied from the size panel', () => {
  it('Ctrl+End at once moves the caret to the end, and Enter then keeps the phrase', async () => {
    const editor = mountEditor(longDocument);
    await editor.textbox.click();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await settle();
    await userEvent.keyboard('{Shift>}{Control>}{ArrowLeft}{ArrowLeft}{/Control}{/Shift}');
    await settle();
    await page.getByRole('button', { name: 'Tamaño de letra' }).click();
    await userEvent.fill(page.getByLabelText('Tamaño personalizado'), '30');
    const back = focusReturnsTo(editor.textbox.element());
    await userEvent.keyboard('{Enter}');
    // Pressed within slate-react's 100 ms between two readings of the browser's selection.
    await back;
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await settle();

    expect(window.getSelection()?.isCollapsed).toBe(true);
    await userEvent.keyboard('{Enter}fin');
    await settle();
    expect(blockTexts(editor.document()).slice(-2)).toEqual(['El final del artículo llega aquí', 'fin']);
    const last = editor.document().at(-2);
    expect(last?.children).toEqual([
      { text: 'El final del artículo ' },
      { text: 'llega aquí', fontSize: 30 },
    ]);
  });
});

/** Selects `part` of the block holding it in the browser only, as a key or a click does before Slate reads it. */
function selectInDom(part: string) {
  const strings = [...document.querySelectorAll('[data-slate-string]')].map(
    (node) => node.firstChild as Text,
  );
  const string = strings.find((text) => text.data.includes(part)) as Text;
  const start = string.data.indexOf(part);
  window.getSelection()?.setBaseAndExtent(string, start, string, start + part.length);
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('given a selection the browser moved and slate-react has not read yet', () => {
  it('a scroll of the page (the floating toolbar measuring) leaves it where the browser put it', async () => {
    mountEditor(paragraphs('Primera frase del texto', 'Segunda frase del texto'));
    await page.getByRole('textbox', { name: 'Contenido' }).click();
    selectInDom('Primera');
    await settle();
    selectInDom('frase del');
    await nextTask(); // slate-react reads this one at once, and holds back the next for 100 ms
    selectInDom('Segunda');
    // A scroll that React renders before the browser's selectionchange event even reaches slate-react.
    flushSync(() => window.dispatchEvent(new Event('scroll')));
    await settle();

    expect(window.getSelection()?.toString()).toBe('Segunda');
  });
});

describe('right after a key moved the caret', () => {
  it('a paste goes where the browser shows the caret', async () => {
    const editor = mountEditor(paragraphs('final'));
    await page.getByText('final').click();
    await userEvent.keyboard('{End}');
    await settle();
    // A key typed just before: slate-react holds its next reading of the selection for 100 ms.
    await userEvent.keyboard('!{Control>}{Home}{/Control}');
    const data = new DataTransfer();
    data.setData('text/plain', 'inicio ');
    editor.textbox
      .element()
      .dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await settle();
    expect(blockTexts(editor.document())).toEqual(['inicio final!']);
  });

  it('Ctrl+B makes bold what Shift+Arrow just selected', async () => {
    const editor = mountEditor(paragraphs('una palabra'));
    await page.getByText('una palabra').click();
    await userEvent.keyboard('{End}');
    await settle();
    await userEvent.keyboard('s{Shift>}{Control>}{ArrowLeft}{/Control}{/Shift}{Control>}b{/Control}');
    await settle();
    expect(editor.document()[0]?.children).toEqual([{ text: 'una ' }, { text: 'palabras', bold: true }]);
  });
});
