import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { publicaciones } from '../db/schema';
import { selectRows } from '../db/select-rows';
import { createTestDatabase } from '../test/test-database';

// Migration 0008: the database cuts every post body into sections for the assistant, on any write.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const sections = (id: number) =>
  selectRows<{ orden: number; encabezado: string; texto: string }>(
    database.db,
    sql`SELECT orden, encabezado, texto FROM publicaciones_pasajes WHERE publicacion_id = ${id} ORDER BY orden`,
  );

describe('article sections', () => {
  it('are cut at headings, as plain text with one line per block and entities decoded', async () => {
    const [post] = await database.db
      .insert(publicaciones)
      .values({
        titulo: 'Secciones',
        contenido:
          '<p>Antes del primer título &amp; sin él.</p>' +
          '<h2>Uno <strong>fuerte</strong></h2><p>Texto&nbsp;con <em>énfasis</em> y &lt;código&gt;.</p>' +
          '<ul><li>Punto a</li><li>Punto b</li></ul>' +
          '<h3 class="x">Dos</h3><p>Línea<br>partida</p><blockquote>Cita</blockquote>',
        estado: 'publicado',
      })
      .returning({ id: publicaciones.id });
    const id = post?.id ?? 0;
    expect(await sections(id)).toEqual([
      { orden: 1, encabezado: '', texto: 'Antes del primer título & sin él.' },
      { orden: 2, encabezado: 'Uno fuerte', texto: 'Texto con énfasis y <código>.\nPunto a\nPunto b' },
      { orden: 3, encabezado: 'Dos', texto: 'Línea\npartida\nCita' },
    ]);

    await database.db
      .update(publicaciones)
      .set({ contenido: '<p>Solo un párrafo.</p>' })
      .where(eq(publicaciones.id, id));
    expect(await sections(id)).toEqual([{ orden: 1, encabezado: '', texto: 'Solo un párrafo.' }]);

    await database.db.delete(publicaciones).where(eq(publicaciones.id, id));
    expect(await sections(id)).toEqual([]);
  });
});
