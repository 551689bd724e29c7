import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comentarios } from '../../db/schema';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let reader: Actor;
let postId: number;
/** Every comment of the post, oldest first, as the database orders them (time, then id). */
let oldestFirst: number[];

const TOTAL = 45;
const path = (query = '') => `/api/comentarios/publicacion/${postId}${query}`;

beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  const admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
  const post = { titulo: 'Debate', contenido: '<p>Debate</p>', categorias: [1], estado: 'publicado' };
  postId = (await api.post('/api/publicaciones', post, admin.token)).body.ID_publicaciones as number;
  // Written in SQL, past the per-account limit: runs of comments at the very same instant, and
  // instants one microsecond apart, which a millisecond cursor could not tell apart.
  await seeded.database.db.insert(comentarios).values(
    Array.from({ length: TOTAL }, (_, index) => ({
      publicacionId: postId,
      usuarioId: reader.id,
      contenido: `Comentario ${index}`,
      fechaPublicacion: sql`timestamptz '2026-03-01 10:00:00.000000+00' + ${(index * 7) % 5} * interval '1 microsecond'`,
    })),
  );
  await seeded.cache.changes.settled();
  const rows = await seeded.database.db
    .select({ id: comentarios.id })
    .from(comentarios)
    .where(eq(comentarios.publicacionId, postId))
    .orderBy(asc(comentarios.fechaPublicacion), asc(comentarios.id));
  oldestFirst = rows.map((row) => row.id);
});
afterAll(() => seeded.database.close());

const ids = (body: unknown) => (body as { ID_comentario: number }[]).map((comment) => comment.ID_comentario);

/** Follows X-Next-Cursor to the end, checking that the Link header names the same next page. */
async function walk(query: string): Promise<number[][]> {
  const pages: number[][] = [];
  let next = path(query);
  for (;;) {
    const answer = await api.get(next);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-total-count')).toBe(String(TOTAL));
    pages.push(ids(answer.body));
    const cursor = answer.headers.get('x-next-cursor');
    const link = answer.headers.get('link');
    if (!cursor) {
      expect(link).toBeNull();
      return pages;
    }
    const linked = /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];
    expect(new URL(linked ?? '', 'http://x').searchParams.get('cursor')).toBe(cursor);
    next = linked ?? '';
  }
}

describe('a post’s comments, a page at a time', () => {
  it('cover every comment exactly once in either order, comments of the same instant included', async () => {
    const oldest = await walk('?limite=4');
    expect(oldest.map((page) => page.length)).toEqual([...Array(11).fill(4), 1]);
    expect(oldest.flat()).toEqual(oldestFirst);
    const newest = await walk('?limite=4&orden=reciente');
    expect(newest.flat()).toEqual([...oldestFirst].reverse());
  });

  it('answer 20 oldest first by default, the order the spec’s clients already show', async () => {
    const first = await api.get(path());
    expect(ids(first.body)).toEqual(oldestFirst.slice(0, 20));
    expect(first.headers.get('link')).toMatch(/limite=20&orden=antiguo&cursor=/);
  });

  it('bound the page: 1 to 200 comments, refused otherwise with a 400 naming `limite`', async () => {
    for (const limite of ['0', '201', 'todos']) {
      const answer = await api.get(path(`?limite=${limite}`));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'limite',
          message: 'El límite debe ser un número entero entre 1 y 200',
          msg: 'El límite debe ser un número entero entre 1 y 200',
        },
      ]);
    }
    expect(ids((await api.get(path('?limite=200'))).body)).toHaveLength(TOTAL);
  });

  it('refuse a cursor they did not write, and an unknown order, in Spanish', async () => {
    const forged = [
      'abc',
      Buffer.from('2026-02-30T10:00:00.000000Z~1').toString('base64url'),
      Buffer.from('0000-01-01T10:00:00.000000Z~1').toString('base64url'),
      Buffer.from("2026-03-01T10:00:00.000000Z~1' OR 1=1").toString('base64url'),
      'A'.repeat(65),
    ];
    for (const cursor of forged) {
      const answer = await api.get(path(`?cursor=${cursor}`));
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        {
          field: 'cursor',
          message: 'El cursor de comentarios no es válido',
          msg: 'El cursor de comentarios no es válido',
        },
      ]);
    }
    const order = await api.get(path('?orden=aleatorio'));
    expect(order.body.errors).toEqual([
      {
        field: 'orden',
        message: 'El orden debe ser antiguo o reciente',
        msg: 'El orden debe ser antiguo o reciente',
      },
    ]);
  });

  it('keep each page apart in the response cache, headers included, and drop them all on a new comment', async () => {
    const second =
      (await api.get(path('?limite=4'))).headers.get('link')?.slice(1, -'>; rel="next"'.length) ?? '';
    const read = () => seeded.app.request(second);
    await read();
    const held = await read();
    expect(held.headers.get('x-cache')).toBe('HIT');
    expect(held.headers.get('x-next-cursor')).toBeTruthy();
    expect(held.headers.get('x-total-count')).toBe(String(TOTAL));
    expect((await api.post(path(), { contenido: 'Uno más' }, reader.token)).status).toBe(201);
    const after = await read();
    expect(after.headers.get('x-cache')).not.toBe('HIT');
    expect(after.headers.get('x-total-count')).toBe(String(TOTAL + 1));
  });

  it('are documented in the OpenAPI contract: limite, orden, cursor and the page headers', async () => {
    type Operation = { parameters: { name: string }[]; responses: Record<string, { headers?: object }> };
    const document = (await api.get('/api/openapi.json')).body as unknown as {
      paths: Record<string, { get: Operation }>;
    };
    const list = document.paths['/api/comentarios/publicacion/{postId}']?.get;
    expect(list?.parameters.map((parameter) => parameter.name)).toEqual([
      'postId',
      'limite',
      'orden',
      'cursor',
    ]);
    expect(Object.keys(list?.responses['200']?.headers ?? {})).toEqual([
      'X-Next-Cursor',
      'Link',
      'X-Total-Count',
    ]);
  });
});
