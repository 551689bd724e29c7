import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { publicaciones, publicacionesCategorias } from './schema';
import { seedDatabase } from './seed';
import { selectRows } from './select-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demoContent: false, admin: { password: 'Admin12345' }, log: () => {} });
});
afterAll(() => database.close());

/** Links whose copy of their post's state or creation time differs from the post. */
const stale = () =>
  selectRows<{ publicacion_id: number }>(
    database.db,
    sql`SELECT link.publicacion_id FROM publicaciones_categorias AS link
        JOIN publicaciones AS post ON post.id = link.publicacion_id
        WHERE (link.estado, link.fecha_creacion) IS DISTINCT FROM (post.estado, post.fecha_creacion)`,
  );

async function newPost(estado: 'publicado' | 'borrador') {
  const [post] = await database.db
    .insert(publicaciones)
    .values({
      titulo: 'Enlace',
      contenido: '<p>Enlace</p>',
      estado,
      fechaCreacion: new Date('2026-01-02T03:04:05Z'),
    })
    .returning({ id: publicaciones.id });
  return post?.id ?? 0;
}

// Migration 0011: category lists read the links alone, so each link carries its post's state and time.
describe('a post’s category links', () => {
  it('copy its state and creation time when written, whatever the writer sets', async () => {
    const id = await newPost('publicado');
    await database.db
      .insert(publicacionesCategorias)
      .values({ publicacionId: id, categoriaId: 2, estado: 'borrador', fechaCreacion: new Date(0) });
    const [link] = await database.db
      .select()
      .from(publicacionesCategorias)
      .where(eq(publicacionesCategorias.publicacionId, id));
    expect(link).toMatchObject({ estado: 'publicado', fechaCreacion: new Date('2026-01-02T03:04:05Z') });
    expect(await stale()).toEqual([]);
  });

  it('follow the post when it is published, taken back to draft or re-dated, in bulk too', async () => {
    const ids = [await newPost('borrador'), await newPost('borrador')];
    await database.db.insert(publicacionesCategorias).values(
      ids.flatMap((publicacionId) => [
        { publicacionId, categoriaId: 1 },
        { publicacionId, categoriaId: 5 },
      ]),
    );
    await database.db.update(publicaciones).set({ estado: 'publicado' });
    expect(await stale()).toEqual([]);
    await database.db.execute(
      sql`UPDATE publicaciones SET fecha_creacion = fecha_creacion - interval '1 microsecond'`,
    );
    expect(await stale()).toEqual([]);
    await database.db
      .update(publicaciones)
      .set({ estado: 'borrador' })
      .where(eq(publicaciones.id, ids[0] ?? 0));
    expect(await stale()).toEqual([]);
  });

  it('are right when written in the same statement as their post', async () => {
    await database.db.execute(sql`
      WITH post AS (
        INSERT INTO publicaciones (titulo, contenido, estado, fecha_creacion)
        VALUES ('Junto', '<p>Junto</p>', 'publicado', timestamptz '2025-05-05 05:05:05+00') RETURNING id
      )
      INSERT INTO publicaciones_categorias (publicacion_id, categoria_id) SELECT id, 3 FROM post`);
    expect(await stale()).toEqual([]);
  });

  it('still refuse a post that does not exist, by its foreign key', async () => {
    await expect(
      database.db.insert(publicacionesCategorias).values({ publicacionId: 999_999, categoriaId: 1 }),
    ).rejects.toMatchObject({ cause: { code: '23503' } });
  });
});
