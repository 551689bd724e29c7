import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categorias, usuarios } from '../db/schema';
import { type Actor, ADMIN, client, login, newUser } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';
import { PNG_1X1 } from '../test/tour/prepare-tour';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
let otherReader: Actor;
let postA: number;
let postB: number;

async function createPost(fields: Record<string, unknown>): Promise<number> {
  const answer = await api.post(
    '/api/publicaciones',
    { contenido: '<p>Texto de prueba.</p>', estado: 'publicado', ...fields },
    admin.token,
  );
  expect(answer.status).toBe(201);
  return answer.body.ID_publicaciones as number;
}

async function editPost(id: number, fields: Record<string, unknown>): Promise<void> {
  const answer = await api.put(
    `/api/publicaciones/${id}`,
    { contenido: '<p>Texto de prueba.</p>', estado: 'publicado', ...fields },
    admin.token,
  );
  expect(answer.status).toBe(200);
}

/**
 * A change made in SQL, outside any request: its notice reaches the cache a moment after the commit
 * (on PostgreSQL, over the listening connection). A write through the API waits for that itself.
 */
async function bySql(statement: PromiseLike<unknown>): Promise<void> {
  await statement;
  await seeded.cache.changes.settled();
}

/** The public reads a visitor makes, by name, so a test can say which a write must drop. */
function reads(): Record<string, string> {
  return {
    list: '/api/publicaciones?limite=10',
    search: '/api/publicaciones/search?term=cuaderno',
    postA: `/api/publicaciones/${postA}`,
    postB: `/api/publicaciones/${postB}`,
    categories: '/api/categorias',
    category1Posts: '/api/categorias/1/publicaciones',
    category2Posts: '/api/categorias/2/publicaciones',
    commentsA: `/api/comentarios/publicacion/${postA}`,
    commentsB: `/api/comentarios/publicacion/${postB}`,
    rss: '/rss.xml',
  };
}

async function visit(path: string) {
  const answer = await seeded.app.request(path);
  return { status: answer.status, cache: answer.headers.get('x-cache'), body: await answer.text() };
}

/** Reads everything twice so it is all held, then runs `write` and names the reads no longer held. */
async function droppedBy(write: () => Promise<unknown>): Promise<string[]> {
  const paths = reads();
  for (const path of Object.values(paths)) await visit(path);
  for (const [name, path] of Object.entries(paths)) {
    expect({ name, cache: (await visit(path)).cache }).toEqual({ name, cache: 'HIT' });
  }
  await write();
  const dropped: string[] = [];
  for (const [name, path] of Object.entries(paths)) {
    if ((await visit(path)).cache !== 'HIT') dropped.push(name);
  }
  return dropped.sort();
}

beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
  otherReader = await newUser(seeded);
  postA = await createPost({ titulo: 'Cuaderno de campo', categorias: [1] });
  postB = await createPost({ titulo: 'Rúbricas claras', categorias: [2] });
  expect(
    (await api.post(`/api/comentarios/publicacion/${postA}`, { contenido: 'Muy útil.' }, reader.token))
      .status,
  ).toBe(201);
  expect(
    (await api.post(`/api/comentarios/publicacion/${postB}`, { contenido: 'Gracias.' }, otherReader.token))
      .status,
  ).toBe(201);
});
afterAll(() => seeded.database.close());

describe('the response cache', () => {
  it('serves a visitor the second time from memory, with the same body, ETag and headers', async () => {
    const path = `/api/publicaciones/${postA}`;
    await seeded.app.request(path);
    const first = await seeded.app.request(path, { headers: { 'Accept-Encoding': 'br' } });
    const again = await seeded.app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    const tagged = await seeded.app.request(path, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(tagged.status).toBe(304);
  });

  it('is bypassed by a bearer token', async () => {
    const answer = await seeded.app.request('/api/categorias', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-cache')).toBeNull();
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('drops, when a public post is edited, its own answer and the lists it is in, and nothing else', async () => {
    const dropped = await droppedBy(() =>
      editPost(postA, { titulo: 'Cuaderno de campo, segunda edición', categorias: [1] }),
    );
    expect(dropped).toEqual(['category1Posts', 'list', 'postA', 'rss', 'search']);
    expect(JSON.parse((await visit(`/api/publicaciones/${postA}`)).body).Titulo).toBe(
      'Cuaderno de campo, segunda edición',
    );
  });

  it('drops, when a post moves to another category, both categories’ lists', async () => {
    const dropped = await droppedBy(() => editPost(postA, { titulo: 'Cuaderno de campo', categorias: [2] }));
    expect(dropped).toEqual(['category1Posts', 'category2Posts', 'list', 'postA', 'rss', 'search']);
    await editPost(postA, { titulo: 'Cuaderno de campo', categorias: [1] });
  });

  it('drops nothing a visitor sees when a draft is written, and never serves the draft', async () => {
    let draft = 0;
    const dropped = await droppedBy(async () => {
      draft = await createPost({ titulo: 'Borrador sobre cuadernos', estado: 'borrador', categorias: [1] });
    });
    expect(dropped).toEqual([]);
    expect((await visit(`/api/publicaciones/${draft}`)).status).toBe(404);
    expect((await visit(`/api/publicaciones/${draft}`)).status).toBe(404);
    expect((await visit('/api/publicaciones?limite=10')).body).not.toContain('Borrador sobre cuadernos');
  });

  it('drops a post taken back to draft, with its comments, so visitors get 404 at once', async () => {
    const dropped = await droppedBy(() =>
      editPost(postB, { titulo: 'Rúbricas claras', estado: 'borrador', categorias: [2] }),
    );
    expect(dropped).toEqual(['category2Posts', 'commentsB', 'list', 'postB', 'rss', 'search']);
    expect((await visit(`/api/publicaciones/${postB}`)).status).toBe(404);
    expect((await visit(`/api/comentarios/publicacion/${postB}`)).status).toBe(404);
    await editPost(postB, { titulo: 'Rúbricas claras', estado: 'publicado', categorias: [2] });
  });

  it("drops a post's comments when one is added, edited or deleted, and nothing else", async () => {
    let commentId = 0;
    expect(
      await droppedBy(async () => {
        const answer = await api.post(
          `/api/comentarios/publicacion/${postA}`,
          { contenido: 'Lo probaré.' },
          reader.token,
        );
        commentId = answer.body.ID_comentario as number;
      }),
    ).toEqual(['commentsA']);
    expect(
      await droppedBy(() =>
        api.put(`/api/comentarios/${commentId}`, { contenido: 'Lo probé.' }, reader.token),
      ),
    ).toEqual(['commentsA']);
    expect((await visit(`/api/comentarios/publicacion/${postA}`)).body).toContain('Lo probé.');
    expect(await droppedBy(() => api.del(`/api/comentarios/${commentId}`, reader.token))).toEqual([
      'commentsA',
    ]);
  });

  it("drops the comments a user wrote when their avatar or name changes, and not others'", async () => {
    expect(
      await droppedBy(() => api.put('/api/users/avatar', { avatarData: PNG_1X1 }, reader.token)),
    ).toEqual(['commentsA']);
    expect(JSON.parse((await visit(`/api/comentarios/publicacion/${postA}`)).body)[0].avatar_url).toMatch(
      /imagenes/,
    );
    expect(
      await droppedBy(() =>
        bySql(
          seeded.database.db
            .update(usuarios)
            .set({ username: 'lectora_renombrada' })
            .where(eq(usuarios.id, otherReader.id)),
        ),
      ),
    ).toEqual(['commentsB']);
  });

  it('drops, when a category is renamed (even by hand in SQL), the answers that carry its name', async () => {
    const dropped = await droppedBy(() =>
      bySql(
        seeded.database.db
          .update(categorias)
          .set({ nombre: 'Evaluación formativa' })
          .where(eq(categorias.id, 2)),
      ),
    );
    expect(dropped).toEqual(['categories', 'category2Posts', 'list', 'postB', 'rss']);
    expect((await visit('/api/categorias')).body).toContain('Evaluación formativa');
  });

  it('drops a deleted post, its comments and the lists it was in; its address answers 404', async () => {
    const dropped = await droppedBy(() => api.del(`/api/publicaciones/${postB}`, admin.token));
    expect(dropped).toEqual(['category2Posts', 'commentsB', 'list', 'postB', 'rss', 'search']);
    expect((await visit(`/api/publicaciones/${postB}`)).status).toBe(404);
  });
});
