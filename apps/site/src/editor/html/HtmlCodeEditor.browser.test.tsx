import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { HtmlCodeEditor } from './HtmlCodeEditor';

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) flushSync(() => root.unmount());
});

/** The HTML mode's editor with `initialValue`, the caret at its end; answers its latest text. */
async function mountCodeEditor(initialValue = '') {
  document.body.innerHTML = '<span id="html-label">HTML</span><div id="app"></div>';
  const root = createRoot(document.getElementById('app') as HTMLElement);
  roots.push(root);
  let latest = initialValue;
  flushSync(() =>
    root.render(
      <HtmlCodeEditor
        initialValue={initialValue}
        highlight
        labelledBy="html-label"
        onChange={(html) => {
          latest = html;
        }}
      />,
    ),
  );
  await userEvent.click(document.querySelector('.cm-content') as HTMLElement);
  await userEvent.keyboard('{Control>}{End}{/Control}');
  return () => latest;
}

describe('typing HTML character by character', () => {
  it.each([
    ['a paragraph with a strong word', '<p>Hola <strong>mundo</strong></p>'],
    ['tags closed one after the other', '<p>a<em>b</em>c</p><p>d</p>'],
    ['a list', '<ul><li>uno</li><li>dos</li></ul>'],
  ])('gives exactly what was typed: %s', async (_, html) => {
    const text = await mountCodeEditor();
    await userEvent.keyboard(html);
    expect(text()).toBe(html);
  });

  it('still closes a tag the author leaves open', async () => {
    const text = await mountCodeEditor();
    await userEvent.keyboard('<p>Hola');
    expect(text()).toBe('<p>Hola</p>');
  });

  it('types a new tag where a close tag was being passed over', async () => {
    const text = await mountCodeEditor();
    await userEvent.keyboard('<p>x<b>y</b>z</p>');
    expect(text()).toBe('<p>x<b>y</b>z</p>');
  });

  it('Backspace while passing over a close tag takes back only what was typed', async () => {
    const text = await mountCodeEditor();
    await userEvent.keyboard('<p>a<{Backspace}b');
    expect(text()).toBe('<p>ab</p>');
  });

  it('after the editor completes a close tag at </, typing its name again adds nothing', async () => {
    const text = await mountCodeEditor('<div>');
    await userEvent.keyboard('x</div>');
    expect(text()).toBe('<div>x</div>');
  });
});

/** Ctrl+V as Chrome delivers it to the code editor: one paste event with the clipboard's types. */
function paste(types: Record<string, string>) {
  const data = new DataTransfer();
  for (const [type, value] of Object.entries(types)) data.setData(type, value);
  const content = document.querySelector('.cm-content') as HTMLElement;
  content.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

describe('pasting into HTML mode', () => {
  it('a table copied from a document goes in as table markup, not as the words of its cells', async () => {
    const text = await mountCodeEditor('<p>Notas:</p>\n');
    paste({
      'text/html':
        '<table border=1 style="border-collapse:collapse"><tr><td style="width:100pt"><p class=MsoNormal><b>Alumno</b></p></td><td><p class=MsoNormal>m<sup>2</sup></p></td></tr></table>',
      'text/plain': 'Alumno\tm2',
    });
    await expect
      .poll(text)
      .toBe(
        '<p>Notas:</p>\n<table>\n<tbody>\n<tr><td><strong>Alumno</strong></td><td>m<sup>2</sup></td></tr>\n</tbody>\n</table>',
      );
  });

  it('rich text without a table goes in as its plain text, so HTML copied from a code editor stays as written', async () => {
    const text = await mountCodeEditor();
    paste({
      'text/html': '<div><span style="color:#569cd6">&lt;p&gt;</span>Hola<span>&lt;/p&gt;</span></div>',
      'text/plain': '<p>Hola</p>',
    });
    await expect.poll(text).toBe('<p>Hola</p>');
  });
});
