import type { APIRequestContext } from '@playwright/test';
import { registerReader } from './support/accounts';
import { adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

// Drill F4: the post page renders 20 comments and loads the rest a page at a time.
const TOTAL = 25;
const LOAD_MORE = 'Cargar más comentarios';
let postId = 0;

/** A reader's access token: each writes at most 10 comments, the per-account limit of a minute. */
async function readerToken(request: APIRequestContext, base: string): Promise<string> {
  const reader = await registerReader(request, base);
  const login = await request.post(`${base}/api/auth/token/`, {
    data: { username: reader.username, password: reader.password },
  });
  return ((await login.json()) as { access: string }).access;
}

test.beforeAll(async ({ request, baseURL }) => {
  const base = baseURL ?? '';
  postId = await createPost(request, base, await adminToken(request, base), {
    titulo: `Un debate largo ${Date.now().toString(36)}`,
  });
  let token = '';
  for (let number = 1; number <= TOTAL; number++) {
    if (number % 10 === 1) token = await readerToken(request, base);
    const answer = await request.post(`${base}/api/comentarios/publicacion/${postId}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { contenido: `Comentario número ${number}` },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
});
test.afterAll(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

const comments = (page: import('@playwright/test').Page) =>
  page.getByRole('article', { name: /^Comentario de / });

test('a post with 25 comments shows the 20 newest, then the 5 oldest after "Cargar más comentarios"', async ({
  page,
}) => {
  await gotoLive(page, `/blog/${postId}`);
  await expect(page.getByRole('heading', { name: `Comentarios (${TOTAL})` })).toBeVisible();
  await expect(comments(page)).toHaveCount(20);
  await expect(comments(page).first()).toContainText(`Comentario número ${TOTAL}`);
  await page.getByRole('button', { name: LOAD_MORE }).press('Enter');
  await expect(comments(page)).toHaveCount(TOTAL);
  await expect(comments(page).last()).toContainText('Comentario número 1');
  await expect(page.getByRole('button', { name: LOAD_MORE })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"Cargar más comentarios" is a link to the page that shows the next comments', async ({ page }) => {
    const first = await page.goto(`/blog/${postId}`);
    expect((await first?.text())?.match(/aria-label="Comentario de /g)).toHaveLength(20);
    await page.getByRole('link', { name: LOAD_MORE }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${postId}\\?comentarios=[\\w-]+#comentarios$`));
    await expect(comments(page)).toHaveCount(TOTAL - 20);
    await expect(comments(page).last()).toContainText('Comentario número 1');
    await expect(page.getByRole('link', { name: LOAD_MORE })).toHaveCount(0);
  });
});
