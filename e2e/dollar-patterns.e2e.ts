import type { APIRequestContext } from '@playwright/test';
import { registerReader } from './support/accounts';
import { adminToken, createPost, removeCreatedPosts } from './support/admin-api';
import { gotoLive } from './support/live-page';
import { expect, test } from './support/test';

// Drill F1: String.replace's replacement patterns, in everything a reader or a visitor writes.
const DOLLARS = "Buen artículo $' fin $` medio $& y $$ al final";
const SEARCH = "$' $` $& $$";

test.afterEach(async ({ request, baseURL }) => removeCreatedPosts(request, baseURL ?? ''));

/** The server's HTML for a path: how many script elements it has, and whether its state block parses. */
async function served(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const state = /<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  let stateParses = false;
  try {
    JSON.parse(state ?? '');
    stateParses = true;
  } catch {}
  return { scripts: html.match(/<script\b/g)?.length ?? 0, stateParses, html };
}

test('dollar patterns in a title, a summary, a comment (by a reader named with them) and a search stay as written', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const token = await adminToken(request, base);
  const titulo = `Dólares ${Date.now().toString(36)} ${DOLLARS}`;
  const id = await createPost(request, base, token, { titulo, resumen: `Resumen: ${DOLLARS}` });
  const plain = await createPost(request, base, token, { titulo: `Sin dólares ${Date.now().toString(36)}` });

  const reader = await registerReader(request, base, { first_name: "Ana $'", last_name: '$& $$' });
  const login = await request.post(`${base}/api/auth/token/`, {
    data: { username: reader.username, password: reader.password },
  });
  const { access } = (await login.json()) as { access: string };
  const comment = await request.post(`${base}/api/comentarios/publicacion/${id}`, {
    headers: { Authorization: `Bearer ${access}` },
    data: { contenido: DOLLARS },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  const withComment = await request.post(`${base}/api/comentarios/publicacion/${plain}`, {
    headers: { Authorization: `Bearer ${access}` },
    data: { contenido: 'Un comentario sin símbolos.' },
  });
  expect(withComment.status()).toBe(201);

  // The same page shape with and without the patterns: nothing pasted in, the state still parses.
  const dollars = await served(request, `${base}/blog/${id}`);
  const reference = await served(request, `${base}/blog/${plain}`);
  expect(dollars.scripts).toBe(reference.scripts);
  expect(dollars.stateParses).toBe(true);
  const search = await served(request, `${base}/blog?q=${encodeURIComponent(SEARCH)}`);
  expect(search.scripts).toBe((await served(request, `${base}/blog?q=rubrica`)).scripts);
  expect(search.stateParses).toBe(true);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoLive(page, `/blog/${id}`);
  expect(await page.title()).toContain(titulo);
  await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
  await expect(page.getByText(DOLLARS, { exact: true })).toBeVisible();
  await expect(page.getByText(reader.username, { exact: true })).toBeVisible();

  await gotoLive(page, `/blog?q=${encodeURIComponent(SEARCH)}`);
  await expect(page.getByRole('searchbox').first()).toHaveValue(SEARCH);
  expect(errors).toEqual([]);
});
