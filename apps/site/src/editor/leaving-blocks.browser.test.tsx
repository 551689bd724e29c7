import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EditorDocument } from './model';
import { documentToHtml } from './serialise/to-html';
import { mountEditor, settle } from './testing/mount-editor';

const item = (text: string) => ({ type: 'list-item' as const, children: [{ text }] });
const bulleted = (...texts: string[]): EditorDocument => [
  { type: 'bulleted-list', children: texts.map(item) },
];

/** Puts the caret at the end (or start) of the block showing `text`, with the real mouse and keys. */
async function caretIn(text: string, edge: 'End' | 'Home' = 'End') {
  await page.getByText(text, { exact: true }).click();
  await userEvent.keyboard(`{${edge}}`);
  await settle();
}

async function html(editor: ReturnType<typeof mountEditor>) {
  await settle();
  return documentToHtml(editor.document());
}

describe('the keyboard gets the author out of any block', () => {
  it('Enter on an empty list item leaves the list: the item becomes a paragraph after it', async () => {
    const editor = mountEditor(bulleted('uno', 'dos'));
    await caretIn('dos');
    await userEvent.keyboard('{Enter}{Enter}fuera');
    expect(await html(editor)).toBe('<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>\n<p>fuera</p>');
  });

  it('Enter on an empty quote line leaves the quote', async () => {
    const editor = mountEditor([{ type: 'blockquote', children: [{ text: 'Una cita' }] }]);
    await caretIn('Una cita');
    await userEvent.keyboard('{Enter}{Enter}fuera');
    expect(await html(editor)).toBe('<blockquote>Una cita</blockquote>\n<p>fuera</p>');
  });

  it('Enter on the empty line Shift+Enter left at the end of a quote leaves it, without that line', async () => {
    const editor = mountEditor([{ type: 'blockquote', children: [{ text: 'Una cita' }] }]);
    await caretIn('Una cita');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}{Enter}fuera');
    expect(await html(editor)).toBe('<blockquote>Una cita</blockquote>\n<p>fuera</p>');
  });

  it('Enter twice at the end of a code block leaves it, without the empty line', async () => {
    const editor = mountEditor([{ type: 'code-block', children: [{ text: 'let a = 1;' }] }]);
    await caretIn('let a = 1;');
    await userEvent.keyboard('{Enter}b{Enter}{Enter}fuera');
    expect(await html(editor)).toBe('<pre><code>let a = 1;\nb</code></pre>\n<p>fuera</p>');
  });

  it('Shift+Enter in a code block is a new line of the same block', async () => {
    const editor = mountEditor([{ type: 'code-block', children: [{ text: 'a' }] }]);
    await caretIn('a');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}b');
    expect(await html(editor)).toBe('<pre><code>a\nb</code></pre>');
  });

  it('Shift+Enter in a paragraph is a line break inside it', async () => {
    const editor = mountEditor([{ type: 'paragraph', children: [{ text: 'Calle Mayor, 1' }] }]);
    await caretIn('Calle Mayor, 1');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}Madrid');
    expect(await html(editor)).toBe('<p>Calle Mayor, 1<br>Madrid</p>');
  });

  it('Backspace at the start of a list item takes it out of the list, as a paragraph', async () => {
    const editor = mountEditor(bulleted('uno', 'dos', 'tres'));
    await caretIn('dos', 'Home');
    await userEvent.keyboard('{Backspace}');
    expect(await html(editor)).toBe('<ul>\n<li>uno</li>\n</ul>\n<p>dos</p>\n<ul>\n<li>tres</li>\n</ul>');
  });
});

describe('Tab and Shift+Tab in a list', () => {
  it('nest an item under the one before it, and take it back out', async () => {
    const editor = mountEditor(bulleted('uno', 'dos', 'tres'));
    await caretIn('dos');
    await userEvent.keyboard('{Tab}');
    expect(await html(editor)).toBe('<ul>\n<li>uno<ul>\n<li>dos</li>\n</ul></li>\n<li>tres</li>\n</ul>');

    await caretIn('tres');
    await userEvent.keyboard('{Tab}');
    expect(await html(editor)).toBe('<ul>\n<li>uno<ul>\n<li>dos</li>\n<li>tres</li>\n</ul></li>\n</ul>');

    await caretIn('dos');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    // The item after it stays nested, now under it.
    expect(await html(editor)).toBe('<ul>\n<li>uno</li>\n<li>dos<ul>\n<li>tres</li>\n</ul></li>\n</ul>');
  });

  it('Enter on an empty nested item takes it one level out', async () => {
    const editor = mountEditor(bulleted('uno', 'dos'));
    await caretIn('dos');
    await userEvent.keyboard('{Tab}{Enter}{Enter}tres');
    expect(await html(editor)).toBe('<ul>\n<li>uno<ul>\n<li>dos</li>\n</ul></li>\n<li>tres</li>\n</ul>');
  });

  it('outside a list, Tab is left to move the focus on', async () => {
    const editor = mountEditor([{ type: 'paragraph', children: [{ text: 'Texto' }] }]);
    await caretIn('Texto');
    await userEvent.keyboard('{Tab}');
    await settle();
    expect(document.activeElement).not.toBe(editor.textbox.element());
    expect(await html(editor)).toBe('<p>Texto</p>');
  });
});

describe('Delete in an empty block removes it, and the next block keeps its kind', () => {
  const paragraph = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });

  /** The caret in the empty block just before the one showing `text`, by the keyboard. */
  async function caretBefore(text: string) {
    await caretIn(text, 'Home');
    await userEvent.keyboard('{ArrowLeft}');
    await settle();
  }

  it('an empty list item before a paragraph: the paragraph stays a paragraph', async () => {
    const editor = mountEditor([...bulleted('uno', ''), paragraph('fuera')]);
    await caretBefore('fuera');
    await userEvent.keyboard('{Delete}x');
    expect(await html(editor)).toBe('<ul>\n<li>uno</li>\n</ul>\n<p>xfuera</p>');
  });

  it('the only item of a list before a paragraph: the list goes', async () => {
    const editor = mountEditor([paragraph('antes'), ...bulleted(''), paragraph('fuera')]);
    await caretBefore('fuera');
    await userEvent.keyboard('{Delete}x');
    expect(await html(editor)).toBe('<p>antes</p>\n<p>xfuera</p>');
  });

  it('an empty paragraph before a list and before a heading: they keep their kind', async () => {
    const editor = mountEditor([
      paragraph(''),
      ...bulleted('uno'),
      paragraph(''),
      { type: 'heading', level: 2, children: [{ text: 'Título' }] },
    ]);
    await caretBefore('uno');
    await userEvent.keyboard('{Delete}');
    await caretBefore('Título');
    await userEvent.keyboard('{Delete}');
    expect(await html(editor)).toBe('<ul>\n<li>uno</li>\n</ul>\n<h2>Título</h2>');
  });

  it('Delete at the end of an item with text still joins the next paragraph into the item', async () => {
    const editor = mountEditor([...bulleted('uno'), paragraph('dos')]);
    await caretIn('uno');
    await userEvent.keyboard('{Delete}');
    expect(await html(editor)).toBe('<ul>\n<li>unodos</li>\n</ul>');
  });
});
