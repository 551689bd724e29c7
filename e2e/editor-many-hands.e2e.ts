import type { Page } from '@playwright/test';
import { ADMIN } from './support/accounts';
import { adminGet, adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { content, openEditor, toast } from './support/editor';
import { expect, test } from './support/test';

// Chromium logs every refused or failed request as a console error; these tests provoke them.
// One pattern: Playwright reads a longer list given to test.use as a fixture's [value, options].
test.use({ expectedConsoleErrors: [/412|Failed to load resource|ERR_INTERNET_DISCONNECTED/] });
test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));
// Two pages, waits for autosaves and a network outage: more than the default 30 s on a loaded runner.
test.describe.configure({ timeout: 60_000 });

const RETRYING = 'No se pudo guardar en el servidor; se reintentará';
const CONFLICT = 'Otra persona o pestaña cambió esta publicación';

interface StoredPost {
  Contenido: string;
  estado: string;
}
interface Revision {
  id: number;
  tipo: string;
}

/** Writes a draft through the API and opens it in the editor. */
async function openDraft(page: Page, base: string, titulo: string, contenido: string) {
  const token = await adminToken(page.request, base);
  const id = await createPost(page.request, base, token, { titulo, contenido, estado: 'borrador' });
  await openEditor(page, base, `/admin/post/edit/${id}`);
  return { id, token };
}

async function typeAtEnd(page: Page, text: string) {
  await content(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** Every body the post's history holds, newest first. */
async function historyBodies(page: Page, base: string, token: string, id: number): Promise<string[]> {
  const entries = await adminGet<Revision[]>(page.request, base, token, `/publicaciones/${id}/revisiones`);
  const bodies: string[] = [];
  for (const entry of entries) {
    const whole = await adminGet<{ contenido: string }>(
      page.request,
      base,
      token,
      `/publicaciones/${id}/revisiones/${entry.id}`,
    );
    bodies.push(whole.contenido);
  }
  return bodies;
}

test('two tabs on one draft: the second save shows the conflict and loses nothing; both texts are in the history', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { id, token } = await openDraft(page, base, 'Dos pestañas, un borrador', '<p>Inicio.</p>');
  const other = await page.context().newPage();
  await other.goto(`/admin/post/edit/${id}`);
  await expect(content(other)).toContainText('Inicio.');

  await typeAtEnd(page, ' Frase de la primera pestaña.');
  await expect(page.getByText(/Borrador guardado a las/)).toBeVisible();
  await typeAtEnd(other, ' Frase de la segunda pestaña.');
  const conflict = other.getByRole('alert').filter({ hasText: CONFLICT });
  await expect(conflict).toBeVisible();
  // The second tab still shows its own text, and the server kept the first tab's.
  await expect(content(other)).toContainText('Frase de la segunda pestaña.');
  const stored = await adminGet<StoredPost>(page.request, base, token, `/publicaciones/${id}`);
  expect(stored.Contenido).toContain('Frase de la primera pestaña.');
  expect(stored.Contenido).not.toContain('segunda');
  const bodies = await historyBodies(page, base, token, id);
  expect(bodies.some((body) => body.includes('Frase de la primera pestaña.'))).toBe(true);
  expect(bodies.some((body) => body.includes('Frase de la segunda pestaña.'))).toBe(true);

  // "Conservar la mía": the second tab's text is saved over the first's, which stays in the history.
  await other.getByRole('button', { name: 'Conservar la mía' }).click();
  await expect(other.getByText(/Borrador guardado a las/)).toBeVisible();
  await expect(conflict).toHaveCount(0);
  const kept = await adminGet<StoredPost>(page.request, base, token, `/publicaciones/${id}`);
  expect(kept.Contenido).toContain('Frase de la segunda pestaña.');
  await other.close();
});

test('requests failing: the editor says so within 5 s, and saves within 10 s of the network coming back, no key pressed', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { id, token } = await openDraft(page, base, 'Sin red en el aula', '<p>Antes del corte.</p>');
  await page.context().setOffline(true);
  await typeAtEnd(page, ' Escrito sin conexión.');
  const typed = Date.now();
  // The save is due 2 s after the last key; it fails at once and says so.
  await expect(page.getByText(RETRYING)).toBeVisible({ timeout: 2000 + 5000 });
  expect(Date.now() - typed).toBeLessThan(7000);
  // Long enough offline for the retries to back off.
  await page.waitForTimeout(9000);
  await expect(page.getByText(RETRYING)).toBeVisible();

  await page.context().setOffline(false);
  const back = Date.now();
  await expect
    .poll(
      async () => (await adminGet<StoredPost>(page.request, base, token, `/publicaciones/${id}`)).Contenido,
      { timeout: 10_000, intervals: [250] },
    )
    .toContain('Escrito sin conexión.');
  expect(Date.now() - back).toBeLessThan(10_000);
  await expect(page.getByText(/Borrador guardado a las/)).toBeVisible();
});

test('requests hanging: the editor says so within 5 s of the save, and the buttons stay usable', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { id } = await openDraft(page, base, 'Una red que no contesta', '<p>Antes.</p>');
  let sentAt = 0;
  await page.route(`**/api/publicaciones/${id}?*`, async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    sentAt ||= Date.now();
    // Never answered while the test runs.
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    return route.abort('timedout').catch(() => undefined);
  });
  await typeAtEnd(page, ' Una frase que no llega.');
  await expect(page.getByText(RETRYING)).toBeVisible({ timeout: 10_000 });
  expect(sentAt).toBeGreaterThan(0);
  expect(Date.now() - sentAt).toBeLessThan(5000);
  await expect(page.getByRole('button', { name: 'Publicar' })).toBeEnabled();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('Publicar with the autosave delayed by 1,500 ms ends published', async ({ page, baseURL }) => {
  const base = baseURL ?? '';
  const { id } = await openDraft(page, base, 'Un guardado automático lento', '<p>Borrador.</p>');
  await page.route(
    (url) => url.pathname === `/api/publicaciones/${id}` && url.searchParams.get('origen') === 'autoguardado',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  const autosave = page.waitForRequest((request) => request.url().includes('origen=autoguardado'));
  await typeAtEnd(page, ' Listo para publicar.');
  await autosave;
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, '¡Post actualizado correctamente!')).toBeVisible();
  // Long after the slow autosave could have landed, visitors still read the post.
  await page.waitForTimeout(3000);
  const visitor = await page.request.get(`${base}/api/publicaciones/${id}`);
  expect(visitor.status()).toBe(200);
  const post = (await visitor.json()) as StoredPost;
  expect(post.estado).toBe('publicado');
  expect(post.Contenido).toContain('Listo para publicar.');
});

test('the session ending mid-sentence keeps the editor open under a sign-in dialog; signed in again, the text is saved', async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const { id, token } = await openDraft(page, base, 'Una sesión que caduca', '<p>Primera frase.</p>');
  // The server no longer takes this browser's tokens: the access token expired and the refresh token was revoked.
  await page.evaluate(() => {
    for (const storage of [localStorage, sessionStorage]) {
      if (storage.getItem('accessToken') === null) continue;
      storage.setItem('accessToken', 'caducado');
      storage.setItem('refreshToken', 'revocado');
    }
  });
  await typeAtEnd(page, ' Segunda frase, escrita sin sesión.');
  const dialog = page.getByRole('dialog', { name: 'Tu sesión terminó' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText('Tu texto está a salvo en este navegador');
  await expect(page).toHaveURL(new RegExp(`/admin/post/edit/${id}$`));
  // Under the modal dialog the editor is hidden from the accessibility tree, not gone.
  await expect(page.locator('[data-slate-editor]')).toContainText('Segunda frase, escrita sin sesión.');

  await dialog.getByLabel('Usuario o correo electrónico').fill(ADMIN.username);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(ADMIN.password);
  await dialog.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(dialog).toHaveCount(0);
  await expect
    .poll(
      async () => (await adminGet<StoredPost>(page.request, base, token, `/publicaciones/${id}`)).Contenido,
      { timeout: 10_000, intervals: [250] },
    )
    .toContain('Segunda frase, escrita sin sesión.');
});
