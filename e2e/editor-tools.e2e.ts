import { readFileSync } from 'node:fs';
import { adminGet, adminToken, removeCreatedPosts, trackPost } from './support/admin-api';
import { chooseCategory, content, formatButton, openEditor, type SavedPost, toast } from './support/editor';
import { noisyPng, solidPng } from './support/png';
import { expect, test } from './support/test';

const INCOMPLETE = 'Por favor completa al menos el titulo, categoria y contenido del post';
const HTML_EMPTY = 'El contenido HTML esta vacio o solo contiene espacios';

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

test.describe('the post editor’s tools', () => {
  test('switches to HTML mode after the warning, previews, and comes back without loss', async ({
    page,
    baseURL,
  }) => {
    await openEditor(page, baseURL ?? '');
    await content(page).click();
    await page.keyboard.type('## Repaso');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Primero ');
    await page.keyboard.press('Control+I');
    await page.keyboard.type('lee');
    await page.keyboard.press('Control+I');
    await page.keyboard.type(', luego resume.');

    await page.getByRole('radio', { name: 'HTML' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modo HTML (Avanzado)' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('radio', { name: 'Simple' })).toBeChecked();
    await page.getByRole('radio', { name: 'HTML' }).click();
    await dialog.getByRole('button', { name: 'Continuar al modo HTML' }).click();

    const code = page.getByRole('textbox', { name: 'Contenido' });
    await expect(code).toContainText('<h2>Repaso</h2>');
    await expect(code).toContainText('<p>Primero <em>lee</em>, luego resume.</p>');
    await page.getByRole('tab', { name: 'Vista previa' }).click();
    const preview = page.frameLocator('iframe[title="Vista previa del HTML"]');
    await expect(preview.getByRole('heading', { level: 2, name: 'Repaso' })).toBeVisible();
    await expect(preview.locator('em')).toHaveText('lee');
    await page.getByRole('tab', { name: 'Código' }).click();

    await page.getByRole('radio', { name: 'Simple' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(content(page).getByRole('heading', { level: 2 })).toHaveText('Repaso');
    await expect(content(page).locator('em')).toHaveText('lee');
    await expect(content(page)).toContainText('Primero lee, luego resume.');
  });

  test('shows each validation message', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, INCOMPLETE)).toBeVisible();

    await page.getByLabel('Titulo del post').fill('Solo con título');
    await chooseCategory(page, 'Noticias');
    await page.getByRole('radio', { name: 'HTML' }).click();
    await page.getByRole('button', { name: 'Continuar al modo HTML' }).click();
    const code = page.getByRole('textbox', { name: 'Contenido' });
    await code.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('<p>   </p>');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, HTML_EMPTY)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/post\/new$/);
  });

  test('imports a JSON export and an HTML page, and exports both kinds', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    const importer = page.getByLabel('Importar archivo');

    await importer.setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hola'),
    });
    await expect(toast(page, 'Formato de archivo no soportado')).toBeVisible();

    await importer.setInputFiles({
      name: 'roto.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"title": 3'),
    });
    await expect(toast(page, 'Error al importar: formato invalido')).toBeVisible();

    const exported = {
      title: 'Mapas mentales',
      content: '<h2>Ramas</h2>\n<p>Una idea por rama.</p>',
      category: '2',
      tags: [],
      status: 'borrador',
      publishDate: '2026-11-01T10:00:00.000Z',
      editorMode: 'simple',
      resumen: 'Cómo hacer uno.',
      coverImagePreview: null,
    };
    await importer.setInputFiles({
      name: 'mapas.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await expect(toast(page, 'Post importado correctamente desde JSON')).toBeVisible();
    await expect(page.getByLabel('Titulo del post')).toHaveValue('Mapas mentales');
    await expect(page.getByLabel('Resumen de la publicacion')).toHaveValue('Cómo hacer uno.');
    await expect(content(page).getByRole('heading', { level: 2 })).toHaveText('Ramas');

    const [jsonDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar JSON' }).click(),
    ]);
    expect(jsonDownload.suggestedFilename()).toBe('mapas_mentales_export.json');
    const json = JSON.parse(readFileSync((await jsonDownload.path()) as string, 'utf8'));
    expect(Object.keys(json)).toEqual([
      'title',
      'content',
      'category',
      'tags',
      'status',
      'publishDate',
      'editorMode',
      'resumen',
      'coverImagePreview',
    ]);
    expect(json).toMatchObject({
      title: 'Mapas mentales',
      content: exported.content,
      category: '2',
      editorMode: 'simple',
      resumen: 'Cómo hacer uno.',
    });
    await expect(toast(page, 'Post exportado correctamente')).toBeVisible();

    await importer.setInputFiles({
      name: 'pagina.html',
      mimeType: 'text/html',
      buffer: Buffer.from('<!doctype html><html><body><h3>Desde una página</h3><p>Texto.</p></body></html>'),
    });
    await expect(toast(page, 'HTML importado correctamente')).toBeVisible();
    await expect(content(page).getByRole('heading', { level: 3 })).toHaveText('Desde una página');

    const [htmlDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar HTML' }).click(),
    ]);
    expect(htmlDownload.suggestedFilename()).toBe('mapas_mentales.html');
    const html = readFileSync((await htmlDownload.path()) as string, 'utf8');
    expect(html).toContain('<h3>Desde una página</h3>');
  });

  test('compresses a 6 MB cover below 4.8 MB and publishes it', async ({ page, baseURL }) => {
    const base = baseURL ?? '';
    // Encoding a 6 MB image and sending nearly 5 MB takes a while on a shared CI machine.
    test.slow();
    const title = `Portada grande ${Date.now().toString(36)}`;
    const png = noisyPng(1500, 1400);
    expect(png.length).toBeGreaterThan(6_000_000);
    await openEditor(page, base);
    await page.getByLabel('Seleccionar imagen').setInputFiles({
      name: 'portada.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByText('Imagen de portada lista')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('img', { name: 'Vista previa de la portada' })).toBeVisible();

    await page.getByLabel('Titulo del post').fill(title);
    await content(page).click();
    await page.keyboard.type('Una portada que pesaba seis megas.');
    await chooseCategory(page, 'Noticias');
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(toast(page, '¡Post publicado correctamente!')).toBeVisible();

    const token = await adminToken(page.request, base);
    const posts = await adminGet<SavedPost[]>(page.request, base, token, '/publicaciones/all?limite=200');
    const saved = posts.find((post) => post.Titulo === title);
    if (saved) trackPost(saved.ID_publicaciones);
    const image = await page.request.get(saved?.Imagen_portada ?? '');
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const bytes = (await image.body()).length;
    expect(bytes).toBeLessThan(4.8 * 1_048_576);
  });

  test('inserts an uploaded image with its alternative text, private until the post is published', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const title = `Con imagen ${Date.now().toString(36)}`;
    await openEditor(page, base);
    await page.getByLabel('Titulo del post').fill(title);
    await content(page).click();
    await page.keyboard.type('Mira el esquema:');
    await formatButton(page, 'Insertar imagen').click();
    await page.getByRole('button', { name: 'Insertar imagen', exact: true }).last().click();
    await expect(page.getByRole('alert').filter({ hasText: 'Elige una imagen.' })).toBeVisible();
    await page.getByLabel('Elegir imagen').setInputFiles({
      name: 'esquema.png',
      mimeType: 'image/png',
      buffer: solidPng(40, 30, [11, 68, 68]),
    });
    await page.getByLabel('Texto alternativo').fill('Esquema de un mapa conceptual');
    await page.getByRole('button', { name: 'Insertar imagen', exact: true }).last().click();
    const inserted = content(page).getByRole('img', { name: 'Esquema de un mapa conceptual' });
    await expect(inserted).toBeVisible();
    await expect(inserted).toHaveJSProperty('naturalWidth', 40);

    await chooseCategory(page, 'Noticias');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(toast(page, 'Borrador guardado correctamente')).toBeVisible();
    const token = await adminToken(page.request, base);
    const posts = await adminGet<SavedPost[]>(page.request, base, token, '/publicaciones/all?limite=200');
    const saved = posts.find((post) => post.Titulo === title);
    if (saved) trackPost(saved.ID_publicaciones);
    const src = /<img src="([^"]+)" alt="Esquema de un mapa conceptual"/.exec(saved?.Contenido ?? '')?.[1];
    expect(src).toMatch(/\/api\/imagenes\/\d+$/);
    const visitor = await page.context().browser()?.newContext();
    const asVisitor = await visitor?.request.get(src ?? '');
    expect(asVisitor?.status()).toBe(404);

    await page.request.put(`${base}/api/publicaciones/${saved?.ID_publicaciones}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { titulo: title, contenido: saved?.Contenido, categorias: [1], estado: 'publicado' },
    });
    expect((await visitor?.request.get(src ?? ''))?.status()).toBe(200);
    await visitor?.close();
  });

  test('offers back what was typed into a new draft after a reload', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    await page.getByLabel('Titulo del post').fill('Sin guardar');
    await content(page).click();
    await page.keyboard.type('Texto que no debe perderse.');
    await expect(page.getByText(/Copia guardada en este navegador/)).toBeVisible();

    await page.reload();
    await expect(page.getByText(/Hay una copia sin guardar de esta publicación/)).toBeVisible();
    await page.getByRole('button', { name: 'Recuperar copia' }).click();
    await expect(page.getByLabel('Titulo del post')).toHaveValue('Sin guardar');
    await expect(content(page)).toContainText('Texto que no debe perderse.');

    await chooseCategory(page, 'Noticias');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(toast(page, 'Borrador guardado correctamente')).toBeVisible();
    const token = await adminToken(page.request, baseURL ?? '');
    const posts = await adminGet<SavedPost[]>(
      page.request,
      baseURL ?? '',
      token,
      '/publicaciones/all?limite=200',
    );
    const saved = posts.find((post) => post.Titulo === 'Sin guardar');
    if (saved) trackPost(saved.ID_publicaciones);
    await page.goto('/admin/post/new');
    await expect(content(page)).toBeVisible();
    await expect(page.getByText(/Hay una copia sin guardar/)).toHaveCount(0);
  });

  test('asks before leaving with unsaved changes', async ({ page, baseURL }) => {
    await openEditor(page, baseURL ?? '');
    await page.getByLabel('Titulo del post').fill('A medias');
    await page.getByRole('link', { name: 'Blog' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tienes cambios sin guardar' });
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/admin\/post\/new$/);
    await page.getByRole('link', { name: 'Blog' }).first().click();
    await dialog.getByRole('button', { name: 'Salir sin guardar' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});
