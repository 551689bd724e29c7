import type { Page } from '@playwright/test';
import { adminGet, adminToken, removeCreatedPosts, trackPost } from './support/admin-api';
import {
  chooseCategory,
  content,
  formatButton,
  letSelectionSettle,
  openEditor,
  type SavedPost,
  selectBack,
  toast,
} from './support/editor';
import { expect, test } from './support/test';

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

/** The body as the HTML mode shows it, without the line breaks between tags. */
async function bodyHtml(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'HTML' }).click();
  await page.getByRole('button', { name: 'Continuar al modo HTML' }).click();
  const code = page.getByRole('textbox', { name: 'Contenido' });
  await expect(code).toContainText('<');
  const text = (await code.textContent()) ?? '';
  return text.replace(/>\s+</g, '><').trim();
}

// A teacher's paragraph of 50 words whose last word is a typo.
const PARAGRAPH =
  'Cuando preparo una unidad nueva empiezo por lo que mis alumnos ya saben, porque así puedo ' +
  'conectar las ideas con su experiencia diaria. Después propongo una pregunta abierta, dejo ' +
  'tiempo para pensar en parejas y recojo sus respuestas antes de explicar el concepto con ' +
  'una actividad breve y clara brve';

test.describe('the editing behaviour authors expect', () => {
  test('an empty post takes a click 400 px below the top of its content box', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    // The whole box on screen, as an author scrolls to it before clicking.
    await content(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const box = await content(page).boundingBox();
    if (!box) throw new Error('the content box is not laid out');
    expect(box.height).toBeGreaterThan(400);
    await page.mouse.click(box.x + 60, box.y + 400);
    await expect(content(page)).toBeFocused();
    await page.keyboard.type('Aquí empieza el texto.');
    await expect(content(page)).toContainText('Aquí empieza el texto.');
  });

  test('one Ctrl+Z after a 50-word paragraph removes at most its last two words', async ({
    page,
    baseURL,
  }) => {
    expect(PARAGRAPH.split(' ')).toHaveLength(50);
    await openEditor(page, baseURL ?? '');
    await content(page).click();
    await page.keyboard.type(PARAGRAPH);
    await expect(content(page)).toContainText('breve y clara brve');
    await page.keyboard.press('Control+Z');

    const left = ((await content(page).textContent()) ?? '').trim();
    expect(PARAGRAPH.startsWith(left), `"${left}" is what was typed, shortened`).toBe(true);
    expect(left.split(/\s+/).length).toBeGreaterThanOrEqual(48);
    expect(left.length).toBeLessThan(PARAGRAPH.length);
  });

  test('Enter twice leaves a list, a quote and a code block', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    await content(page).click();
    await page.keyboard.type('- uno');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('después de la lista');
    await page.keyboard.press('Enter');
    await page.keyboard.type('> una cita');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('después de la cita');
    await page.keyboard.press('Enter');
    await page.keyboard.type('```let total = 0;');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('después del código');

    expect(await bodyHtml(page)).toBe(
      '<ul><li>uno</li></ul><p>después de la lista</p>' +
        '<blockquote>una cita</blockquote><p>después de la cita</p>' +
        '<pre><code>let total = 0;</code></pre><p>después del código</p>',
    );
  });

  test('a link saved without "new tab" is published without target', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const title = `Enlace en la misma pestaña ${Date.now().toString(36)}`;
    await openEditor(page, base);
    await page.getByLabel('Titulo del post').fill(title);
    await chooseCategory(page, 'Noticias');
    await content(page).click();
    await page.keyboard.type('Lee la guía');
    await letSelectionSettle(page);
    await selectBack(page, 'la guía');
    await formatButton(page, 'Insertar enlace').click();
    await page.getByLabel('URL').fill('https://example.com/guia');
    await page.getByRole('checkbox', { name: 'Abrir en una pestaña nueva' }).uncheck();
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, '¡Post publicado correctamente!')).toBeVisible();

    const token = await adminToken(page.request, base);
    const posts = await adminGet<SavedPost[]>(page.request, base, token, '/publicaciones/all?limite=200');
    const saved = posts.find((post) => post.Titulo === title);
    if (saved) trackPost(saved.ID_publicaciones);
    expect(saved?.Contenido).toBe('<p>Lee <a href="https://example.com/guia">la guía</a></p>');

    await page.goto(`/blog/${saved?.ID_publicaciones}`);
    const link = page.getByRole('article').getByRole('link', { name: 'la guía' });
    await expect(link).toHaveAttribute('href', 'https://example.com/guia');
    await expect(link).not.toHaveAttribute('target', /.*/);
  });
});
