import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/select-rows';
import { type Actor, ADMIN, client, login } from '../../test/actors';
import { distinctWords } from '../../test/distinct-words';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { MAX_BODY_BYTES } from './publicaciones-contenido.writes';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
});
afterAll(() => seeded.database.close());

describe('a body whose words pass the 1 MB full-text limit', () => {
  it('is saved, indexed on a prefix, and found by a word at its start, in search and in passages', async () => {
    // About 2.4 MB of vector, past PostgreSQL's 1 MB, within the 1 MB of HTML: the second drill's F9.
    // The heading alone passes the limit too, for the assistant's passages.
    const contenido = `<h2>${distinctWords(40_000)}</h2><p>${distinctWords(120_000, 40_000)}</p>`;
    expect(Buffer.byteLength(contenido)).toBeLessThan(MAX_BODY_BYTES);

    const saved = await api.post(
      '/api/publicaciones',
      { titulo: 'Vocabulario sin fin', contenido, categorias: [1] },
      admin.token,
    );
    expect(saved.status).toBe(201);
    const id = saved.body.id as number;

    const found = await api.get('/api/publicaciones/search?term=qaaaa');
    expect(found.body.map((post) => post.ID_publicaciones)).toContain(id);
    const [passages] = await selectRows<{ matching: number; largest: number }>(
      seeded.database.db,
      sql`SELECT count(*) FILTER (WHERE vector @@ to_tsquery('public.es_unaccent', 'qaaaa'))::int AS matching,
            max(pg_column_size(vector))::int AS largest
          FROM publicaciones_pasajes WHERE publicacion_id = ${id}`,
    );
    expect(passages?.matching).toBe(1);
    expect(passages?.largest).toBeLessThan(1024 * 1024);
  });

  it('is indexed whole when its vector fits', async () => {
    const words = distinctWords(20_000);
    const contenido = `<p>${words}</p>`;
    const saved = await api.post(
      '/api/publicaciones',
      { titulo: 'Vocabulario que cabe', contenido, categorias: [1] },
      admin.token,
    );
    expect(saved.status).toBe(201);
    const lastWord = words.split(' ').at(-1);
    const found = await api.get(`/api/publicaciones/search?term=${lastWord}`);
    expect(found.body.map((post) => post.ID_publicaciones)).toContain(saved.body.id);
  });
});
