import { ThemeProvider } from '@pupitre/ui';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { type EditorMode, modeFor } from '../../../editor/editor-mode';
import { type PostContent, usePostContent } from '../../../editor/use-post-content';
import { PostContentEditor } from './PostContentEditor';

const TABLE = '<p>Notas:</p>\n<table><tbody><tr><th>Ana</th><td>9<sup>*</sup></td></tr></tbody></table>';

let root: Root | undefined;
afterEach(() => {
  flushSync(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The body editor as the post form shows it; `content()` is its latest state. */
function mount(html: string, mode: EditorMode = modeFor(html)) {
  let latest: PostContent | undefined;
  function Body() {
    latest = usePostContent(html, mode, () => {});
    return <PostContentEditor content={latest} />;
  }
  document.body.innerHTML = '<div id="app"></div>';
  root = createRoot(document.getElementById('app') as HTMLElement);
  flushSync(() =>
    root?.render(
      <ThemeProvider>
        <Body />
      </ThemeProvider>,
    ),
  );
  return () => latest as PostContent;
}

const simple = () => page.getByRole('radio', { name: 'Simple' });
const html = () => page.getByRole('radio', { name: 'HTML' });
const dialog = () => page.getByRole('dialog', { name: '¿Cambiar al modo simple?' });

describe('the post body in HTML mode, going back to simple mode', () => {
  it('given a table › opens in HTML mode and keeps the table markup as written', async () => {
    const content = mount(TABLE);
    await expect.element(html()).toBeChecked();
    expect(content().currentHtml()).toBe(TABLE);
  });

  it('given a table › asks first, naming the tables; cancelling keeps HTML mode and the markup', async () => {
    const content = mount(TABLE);
    await simple().click();
    await expect.element(dialog()).toBeVisible();
    await expect
      .element(dialog())
      .toHaveAccessibleDescription(
        'El modo simple no puede mostrar tablas. Si cambias, ese formato se quitará de la publicación y se perderá al guardar.',
      );
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(html()).toBeChecked();
    expect(content().mode).toBe('html');
    expect(content().currentHtml()).toBe(TABLE);
  });

  it('given a table › switches only when the author accepts losing it', async () => {
    const content = mount(TABLE);
    await simple().click();
    await dialog().getByRole('button', { name: 'Cambiar y perder el formato' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Contenido' })).toBeVisible();
    await expect.element(simple()).toBeChecked();
    expect(content().currentHtml()).toBe('<p>Notas:</p>\n<p>Ana</p>\n<p>9<sup>*</sup></p>');
  });

  it('given only what simple mode shows › switches at once, without asking', async () => {
    const content = mount('<p>20 m<sup>2</sup> y H<sub>2</sub>O</p>', 'html');
    await simple().click();
    await expect.element(page.getByRole('textbox', { name: 'Contenido' })).toBeVisible();
    expect(page.getByRole('dialog').elements()).toEqual([]);
    expect(content().currentHtml()).toBe('<p>20 m<sup>2</sup> y H<sub>2</sub>O</p>');
  });

  it('given a table pasted in HTML mode › keeps its markup, and going to simple mode asks first', async () => {
    const content = mount('<p>Notas:</p>\n', 'html');
    await expect.poll(() => document.querySelector('.cm-content')).not.toBeNull();
    const data = new DataTransfer();
    data.setData('text/html', '<table><tr><td><p class=MsoNormal>Ana</p></td><td>9</td></tr></table>');
    data.setData('text/plain', 'Ana\t9');
    await page.elementLocator(document.querySelector('.cm-content') as HTMLElement).click();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    document
      .querySelector('.cm-content')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    const withTable = '<p>Notas:</p>\n<table>\n<tbody>\n<tr><td>Ana</td><td>9</td></tr>\n</tbody>\n</table>';
    await expect.poll(() => content().currentHtml()).toBe(withTable);
    await simple().click();
    await expect.element(dialog()).toBeVisible();
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    expect(content().currentHtml()).toBe(withTable);
  });

  it('given an import that says simple mode but holds a table › opens it in HTML mode, table kept', async () => {
    const content = mount('<p>a</p>', 'simple');
    flushSync(() => content().replace(TABLE, 'simple'));
    await expect.element(html()).toBeChecked();
    expect(content().mode).toBe('html');
    expect(content().currentHtml()).toBe(TABLE);
  });
});
