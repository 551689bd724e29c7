import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { selectRows } from './select-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`INSERT INTO categorias (id, nombre, color) VALUES
    (901, 'Uno', '#111111'), (902, 'Dos', '#222222'), (903, 'Tres', '#333333')`);
});
afterAll(() => database.close());

const run = (statement: ReturnType<typeof sql>) => database.db.execute(statement);

/** The counters migration 0013 keeps, and the same figures counted from the posts themselves. */
async function countersAndTruth() {
  const [kept] = await selectRows<{ states: string; categories: string }>(
    database.db,
    sql`SELECT
      (SELECT coalesce(json_object_agg(estado, total ORDER BY estado) FILTER (WHERE total <> 0), '{}')::text
         FROM publicaciones_recuentos) AS states,
      (SELECT coalesce(json_object_agg(categoria_id, total ORDER BY categoria_id) FILTER (WHERE total <> 0), '{}')::text
         FROM categorias_recuentos) AS categories`,
  );
  const [counted] = await selectRows<{ states: string; categories: string }>(
    database.db,
    sql`SELECT
      (SELECT coalesce(json_object_agg(estado, total ORDER BY estado), '{}')::text FROM
         (SELECT estado, count(*)::int AS total FROM publicaciones GROUP BY estado) AS s) AS states,
      (SELECT coalesce(json_object_agg(categoria_id, total ORDER BY categoria_id), '{}')::text FROM
         (SELECT categoria_id, count(*)::int AS total FROM
            (SELECT DISTINCT ON (publicacion_id) publicacion_id, categoria_id FROM publicaciones_categorias
               ORDER BY publicacion_id, posicion, categoria_id) AS first_category
          GROUP BY categoria_id) AS c) AS categories`,
  );
  const parse = (row?: { states: string; categories: string }) => ({
    states: JSON.parse(row?.states ?? '{}'),
    categories: JSON.parse(row?.categories ?? '{}'),
  });
  return { kept: parse(kept), counted: parse(counted) };
}

const categoryId = fc.constantFrom(901, 902, 903);
const state = fc.constantFrom('publicado', 'borrador');

/** The writes the site makes: posts with their categories, edits, re-orderings, deletions. */
const write = fc.oneof(
  fc
    .record({ state, links: fc.uniqueArray(categoryId, { maxLength: 3 }) })
    .map(({ state: estado, links }) => ({
      name: `a ${estado} post in ${links.join(', ') || 'no category'}`,
      statement: sql`WITH post AS (
          INSERT INTO publicaciones (titulo, contenido, estado) VALUES ('Nueva', '<p>x</p>', ${estado}) RETURNING id
        ) INSERT INTO publicaciones_categorias (publicacion_id, categoria_id, posicion)
          SELECT post.id, link.id, link.position - 1
          FROM post, unnest(${`{${links.join(',')}}`}::int[]) WITH ORDINALITY AS link(id, position)`,
    })),
  state.map((estado) => ({
    name: `the oldest post becomes ${estado}`,
    statement: sql`UPDATE publicaciones SET estado = ${estado} WHERE id = (SELECT min(id) FROM publicaciones)`,
  })),
  fc.constant({
    name: 'every link of the newest post moves one place back, the last first',
    statement: sql`UPDATE publicaciones_categorias AS link SET posicion = CASE
        WHEN link.posicion = (SELECT max(posicion) FROM publicaciones_categorias WHERE publicacion_id = link.publicacion_id)
        THEN 0 ELSE link.posicion + 1 END
      WHERE publicacion_id = (SELECT max(publicacion_id) FROM publicaciones_categorias)`,
  }),
  categoryId.map((id) => ({
    name: `the newest post leaves category ${id}`,
    statement: sql`DELETE FROM publicaciones_categorias WHERE categoria_id = ${id}
      AND publicacion_id = (SELECT max(id) FROM publicaciones)`,
  })),
  categoryId.map((id) => ({
    name: `the oldest post's categories become ${id} alone`,
    statement: sql`WITH oldest AS (SELECT min(id) AS id FROM publicaciones), gone AS (
        DELETE FROM publicaciones_categorias WHERE publicacion_id = (SELECT id FROM oldest)
      ) INSERT INTO publicaciones_categorias (publicacion_id, categoria_id, posicion)
        SELECT id, ${id}, 0 FROM oldest WHERE id IS NOT NULL ON CONFLICT DO NOTHING`,
  })),
  fc.constant({
    name: 'the newest post is deleted (its links go with it)',
    statement: sql`DELETE FROM publicaciones WHERE id = (SELECT max(id) FROM publicaciones)`,
  }),
  fc.constant({
    name: 'every draft is published at once',
    statement: sql`UPDATE publicaciones SET estado = 'publicado' WHERE estado = 'borrador'`,
  }),
);

describe('the counters the admin panel reads (migration 0013)', () => {
  it('equal the posts counted one by one after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 25 }), async (writes) => {
        for (const { name, statement } of writes) {
          await run(statement);
          const { kept, counted } = await countersAndTruth();
          expect(JSON.stringify(kept), `after ${name}`).toBe(JSON.stringify(counted));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('keep a deleted category out of the count: its posts move to their next category', async () => {
    await run(sql`INSERT INTO categorias (id, nombre, color) VALUES (904, 'Cuatro', '#444444')`);
    await run(sql`WITH post AS (
        INSERT INTO publicaciones (titulo, contenido, estado) VALUES ('Dos categorías', '<p>x</p>', 'borrador') RETURNING id
      ) INSERT INTO publicaciones_categorias (publicacion_id, categoria_id, posicion)
        SELECT id, 904, 0 FROM post UNION ALL SELECT id, 901, 1 FROM post`);
    const before = await countersAndTruth();
    expect(before.kept.categories['904']).toBe(1);

    await run(sql`DELETE FROM categorias WHERE id = 904`);

    const { kept, counted } = await countersAndTruth();
    expect(kept).toEqual(counted);
    expect(kept.categories['904']).toBeUndefined();
  });
});
