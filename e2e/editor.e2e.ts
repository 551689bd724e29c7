import { expectAccessibleInBothThemes, expectNoSeriousViolations } from './support/a11y';
import { adminGet, adminToken, removeCreatedPosts, trackPost } from './support/admin-api';
import {
  chooseCategory,
  content,
  formatButton,
  letSelectionSettle,
  moveLeft,
  openEditor,
  type SavedPost,
  selectBack,
  toast,
} from './support/editor';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

const LINK_REFUSED = 'Solo se permiten enlaces web (http o https), de correo (mailto) o de teléfono (tel)';

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

test.describe('the post editor', () => {
  test('writes with a markdown heading, Ctrl+B, a colour, a 36 px size and a link, publishes, and the blog shows them', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const title = `Repasar con tarjetas ${Date.now().toString(36)}`;
    await openEditor(page, base);
    await page.getByLabel('Titulo del post').fill(title);
    await content(page).click();
    await page.keyboard.type('## Por qué funcionan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Las tarjetas obligan a ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('recordar');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' en lugar de releer.');
    await page.keyboard.press('Enter');

    // The whole line first: text typed after a formatted word would take its formatting.
    await page.keyboard.type('Marca lo difícil y agranda lo clave. Lee la guía');
    await moveLeft(page, '. Lee la guía'.length);
    await letSelectionSettle(page);
    await selectBack(page, 'clave');
    await formatButton(page, 'Tamaño de letra').click();
    await page.getByRole('button', { name: '36 px' }).click();
    await expect(content(page)).toBeFocused();
    await moveLeft(page, 1 + ' y agranda lo '.length);
    await letSelectionSettle(page);
    await selectBack(page, 'difícil');
    await formatButton(page, 'Color del texto').click();
    await page.getByRole('button', { name: 'Color #d2b99a' }).click();
    await expect(content(page)).toBeFocused();
    await page.keyboard.press('End');
    await letSelectionSettle(page);
    await selectBack(page, 'la guía');
    await formatButton(page, 'Insertar enlace').click();
    await expect(page.getByLabel('Texto del enlace')).toHaveValue('la guía');
    await page.getByLabel('URL').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();
    await expect(page.getByText(LINK_REFUSED)).toBeVisible();
    await page.getByLabel('URL').fill('https://example.com/guia');
    await page.getByRole('button', { name: 'Aplicar', exact: true }).click();

    await expect(page.getByText('22 palabras · 1 min de lectura')).toBeVisible();
    await page.getByLabel('Resumen de la publicacion').fill('Un método sencillo para estudiar.');
    await expect(page.getByText('33/500')).toBeVisible();
    await chooseCategory(page, 'Técnicas de Estudio');

    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, '¡Post publicado correctamente!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/panel$/);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card).toHaveCount(1);

    const token = await adminToken(page.request, base);
    const posts = await adminGet<SavedPost[]>(page.request, base, token, '/publicaciones/all?limite=200');
    const saved = posts.find((post) => post.Titulo === title);
    if (saved) trackPost(saved.ID_publicaciones);
    expect(saved?.Contenido).toContain(
      '<h2>Por qué funcionan</h2>\n<p>Las tarjetas obligan a <strong>recordar</strong> en lugar de releer.</p>',
    );
    expect(saved?.Resumen).toBe('Un método sencillo para estudiar.');

    await gotoLive(page, `/blog/${saved?.ID_publicaciones}`);
    const body = page.getByRole('article', { name: title });
    await expect(body.getByRole('heading', { level: 2, name: 'Por qué funcionan' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('recordar');
    await expect(body.getByText('difícil', { exact: true })).toHaveCSS('color', 'rgb(210, 185, 154)');
    await expect(body.getByText('clave', { exact: true })).toHaveCSS('font-size', '36px');
    const link = body.getByRole('link', { name: 'la guía' });
    await expect(link).toHaveAttribute('href', 'https://example.com/guia');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('editing keeps the id and the comments', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    const token = await adminToken(page.request, base);
    const created = await page.request.post(`${base}/api/publicaciones`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { titulo: 'Antes de editar', contenido: '<p>Primera versión.</p>', categorias: [3] },
    });
    const { id } = (await created.json()) as { id: number };
    trackPost(id);
    await page.request.post(`${base}/api/comentarios/publicacion/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { contenido: 'Este comentario debe quedarse' },
    });

    await openEditor(page, base, `/admin/post/edit/${id}`);
    await expect(page.getByLabel('Titulo del post')).toHaveValue('Antes de editar');
    await expect(content(page)).toContainText('Primera versión.');
    await page.getByLabel('Titulo del post').fill('Después de editar');
    // A published post's changes go live on "Actualizar".
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await expect(toast(page, '¡Post actualizado correctamente!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/panel$/);

    const post = await adminGet<SavedPost>(page.request, base, token, `/publicaciones/${id}`);
    expect(post.Titulo).toBe('Después de editar');
    const comments = await adminGet<{ contenido: string }[]>(
      page.request,
      base,
      token,
      `/comentarios/publicacion/${id}`,
    );
    expect(comments.map((comment) => comment.contenido)).toEqual(['Este comentario debe quedarse']);
  });

  test('asks for the title, category and content before publishing', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    // A new post has no category until the author picks one.
    await expect(page.getByRole('combobox', { name: 'Categoria' })).toHaveText('Selecciona una categoría');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(
      toast(page, 'Por favor completa al menos el titulo, categoria y contenido del post'),
    ).toBeVisible();
    await page.getByLabel('Titulo del post').fill('Solo título');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(
      toast(page, 'Por favor completa al menos el titulo, categoria y contenido del post'),
    ).toBeVisible();
    await content(page).click();
    await page.keyboard.type('Con título y contenido, sin categoría.');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(
      toast(page, 'Por favor completa al menos el titulo, categoria y contenido del post'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/post\/new$/);
  });

  test('stops the title at 200 characters and the summary at 500 as they are typed', async ({
    page,
    baseURL,
  }) => {
    await openEditor(page, baseURL ?? '');
    const title = page.getByLabel('Titulo del post');
    await title.fill('t'.repeat(200));
    await title.press('End');
    await page.keyboard.type('xyz');
    await expect(title).toHaveValue('t'.repeat(200));
    const summary = page.getByLabel('Resumen de la publicacion');
    await summary.fill('r'.repeat(500));
    await summary.press('End');
    await page.keyboard.type('xyz');
    await expect(summary).toHaveValue('r'.repeat(500));
    await expect(page.getByText('500/500')).toBeVisible();
  });

  test('reaches the category before the buttons with Tab, and shows it above them at 768 px', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openEditor(page, baseURL ?? '');
    const category = page.getByRole('combobox', { name: 'Categoria' });
    const publish = page.getByRole('button', { name: 'Publicar' });
    const categoryBox = await category.boundingBox();
    const publishBox = await publish.boundingBox();
    expect(categoryBox && publishBox && categoryBox.y + categoryBox.height <= publishBox.y).toBe(true);
    const focused = (control: typeof publish) =>
      control.evaluate((element) => element === document.activeElement);
    await page.getByLabel('Resumen de la publicacion').focus();
    let categoryReached = false;
    // The publish step's box (send to subscribers, the schedule's date and time) lies between them.
    for (let step = 0; step < 40 && !(await focused(publish)); step += 1) {
      await page.keyboard.press('Tab');
      if (await focused(category)) categoryReached = true;
    }
    await expect(publish).toBeFocused();
    expect(categoryReached).toBe(true);
  });

  test('has no serious accessibility violation in either theme', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    await expectAccessibleInBothThemes(page, async () => {
      await expect(content(page)).toBeVisible();
    });
  });

  test('has no serious accessibility violation with a panel open, nor in HTML mode', async ({
    page,
    baseURL,
  }) => {
    await openEditor(page, baseURL ?? '');
    await content(page).click();
    await page.keyboard.type('Texto de prueba');
    await formatButton(page, 'Color del texto').click();
    await expect(page.getByRole('dialog', { name: 'Color del texto' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the colour panel');
    await page.keyboard.press('Escape');

    await page.getByRole('radio', { name: 'HTML' }).click();
    await page.getByRole('button', { name: 'Continuar al modo HTML' }).click();
    await expect(page.getByRole('textbox', { name: 'Contenido' })).toContainText('<p>Texto de prueba</p>');
    await expectNoSeriousViolations(page, 'HTML mode');
    await page.getByRole('tab', { name: 'Vista previa' }).click();
    await expect(
      page.frameLocator('iframe[title="Vista previa del HTML"]').getByText('Texto de prueba'),
    ).toBeVisible();
  });
});
