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
