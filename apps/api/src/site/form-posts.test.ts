import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { answerFormPosts } from './form-posts';
import type { PostedForm } from './page-renderer';

const ORIGIN = 'http://localhost';

function appWith(seen: { path: string; form?: PostedForm }[]) {
  const render = async (path: string, form?: PostedForm) => {
    seen.push({ path, form });
    return path.startsWith('/register') ? new Response('<h1>Crear cuenta</h1>', { status: 200 }) : null;
  };
  return new Hono<AppEnv>()
    .use(answerFormPosts(render, () => fetch, 'https://pupitre.example'))
    .all('*', (c) => c.text('fallthrough', 404));
}

const post = (path: string, origin: string, body = 'username=ana&terms=on') =>
  new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body,
  });

describe('a form posted to a page without scripts', () => {
  it("reaches the page's renderer with its fields, and the answer is never stored", async () => {
    const seen: { path: string; form?: PostedForm }[] = [];
    const answer = await appWith(seen).request(post('/register?next=%2Fblog', ORIGIN));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(seen[0]?.path).toBe('/register?next=%2Fblog');
    expect(seen[0]?.form?.fields).toEqual({ username: 'ana', terms: 'on' });
  });

  it('is accepted from the public origin as well', async () => {
    const answer = await appWith([]).request(post('/register', 'https://pupitre.example'));
    expect(answer.status).toBe(200);
  });

  it('is refused from another site, before the renderer sees it', async () => {
    const seen: { path: string }[] = [];
    const answer = await appWith(seen).request(post('/register', 'https://evil.example'));
    expect(answer.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('falls through on a page without a form, and leaves reads and /api alone', async () => {
    const app = appWith([]);
    expect(await (await app.request(post('/blog', ORIGIN))).text()).toBe('fallthrough');
    expect(await (await app.request('/register')).text()).toBe('fallthrough');
    expect(await (await app.request(post('/api/auth/register', ORIGIN))).text()).toBe('fallthrough');
  });
});
