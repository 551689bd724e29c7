import { ADMIN, signIn } from './support/accounts';
import { adminGet, adminToken, removeCreatedPosts, trackPost } from './support/admin-api';
import { chooseCategory, content, openEditor, type SavedPost, toast } from './support/editor';
import { expect, test } from './support/test';

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

/** The browser's Back, as the button, Alt+← or a swipe ask for it. */
async function pressBack(page: import('@playwright/test').Page) {
  await page.goBack({ waitUntil: 'commit', timeout: 2000 }).catch(() => null);
}

const SENTENCE = 'Las preguntas abiertas invitan a pensar en voz alta.';

/** The editor reached as an author reaches it: from the panel, inside the app. */
async function openEditorFromPanel(page: import('@playwright/test').Page, baseURL: string) {
  await signIn(page, baseURL, ADMIN.username, ADMIN.password);
  await page.goto('/admin/panel');
  await page.getByRole('link', { name: 'Nueva Publicacion' }).click();
  await expect(content(page)).toBeVisible();
}

test.describe('writing never loses a word', () => {
  test('given a sentence typed a moment ago › Back asks first, and leaving keeps a copy with the whole sentence', async ({
    page,
    baseURL,
  }) => {
    await openEditorFromPanel(page, baseURL ?? '');
    await page.getByLabel('Titulo del post').fill('Preguntas abiertas');
    await content(page).click();
    await page.keyboard.type(SENTENCE);
    await pressBack(page);

    const dialog = page.getByRole('dialog', { name: 'Tienes cambios sin guardar' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/post\/new$/);
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(content(page)).toContainText(SENTENCE);

    await pressBack(page);
    await page
      .getByRole('dialog', { name: 'Tienes cambios sin guardar' })
      .getByRole('button', { name: 'Salir sin guardar' })
      .click();
    await expect(page).toHaveURL(/\/admin\/panel$/);

    await page.getByRole('link', { name: 'Nueva Publicacion' }).click();
    await expect(page.getByText(/Hay una copia sin guardar de esta publicación/)).toBeVisible();
    await page.getByRole('button', { name: 'Recuperar copia' }).click();
    await expect(page.getByLabel('Titulo del post')).toHaveValue('Preguntas abiertas');
    await expect(content(page)).toContainText(SENTENCE);
  });

  test('"Guardar borrador" stays in the editor, says so, and moves to the draft\'s edit address', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const title = `Borrador que se queda ${Date.now().toString(36)}`;
    await openEditor(page, base);
    await page.getByLabel('Titulo del post').fill(title);
    await chooseCategory(page, 'Noticias');
    await content(page).click();
    await page.keyboard.type('Primera línea.');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(toast(page, 'Borrador guardado correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/post\/edit\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())?.[1]);
    trackPost(id);

    // The same editor, still focused where the author was: typing goes on, and saves the same draft.
    await content(page).press('End');
    await page.keyboard.type(' Segunda frase.');
    await expect(content(page)).toContainText('Primera línea. Segunda frase.');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/post/edit/${id}$`));
    const token = await adminToken(page.request, base);
    await expect
      .poll(async () => {
        const posts = await adminGet<SavedPost[]>(page.request, base, token, '/publicaciones/all?limite=200');
        return posts.filter((post) => post.Titulo === title).map((post) => post.Contenido);
      })
      .toEqual(['<p>Primera línea. Segunda frase.</p>']);
  });
});
