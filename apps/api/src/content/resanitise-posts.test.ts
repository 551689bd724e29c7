import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicaciones } from '../db/schema';
import { createSeededApp, type SeededApp } from '../test/seeded-app';
import { resanitiseOutdatedPosts } from './resanitise-posts';
import { HTML_ALLOWLIST_VERSION, MAX_NESTING_DEPTH } from './sanitise-post-html';

let seeded: SeededApp;
beforeAll(async () => {
  seeded = await createSeededApp(false);
});
afterAll(() => seeded.database.close());

const DIRTY =
  '<p onclick="steal()">Hola<script>alert(1)</script></p><iframe src="https://x.example"></iframe>';

async function insertPost(contenido: string, allowlistVersion: number) {
  const [row] = await seeded.database.db
    .insert(publicaciones)
    .values({ titulo: 'Escrito con otras reglas', contenido, estado: 'publicado', allowlistVersion })
    .returning({ id: publicaciones.id });
  return row?.id ?? 0;
}

const stored = async (id: number) =>
  (await seeded.database.db.select().from(publicaciones).where(eq(publicaciones.id, id)))[0];

describe('posts written under an older allowlist', () => {
  it('are sanitised again under the current one, once, keeping their modification date', async () => {
    const old = await insertPost(DIRTY, HTML_ALLOWLIST_VERSION - 1);
    const before = await stored(old);
    const current = await insertPost('<p>Ya revisado</p>', HTML_ALLOWLIST_VERSION);

    expect(await resanitiseOutdatedPosts(seeded.database.db)).toBe(1);
    const after = await stored(old);
    expect(after?.contenido).toBe('<p>Hola</p>');
    expect(after?.allowlistVersion).toBe(HTML_ALLOWLIST_VERSION);
    expect(after?.fechaModificacion).toEqual(before?.fechaModificacion);
    expect((await stored(current))?.contenido).toBe('<p>Ya revisado</p>');

    expect(await resanitiseOutdatedPosts(seeded.database.db)).toBe(0);
  });

  it('keep their text when they are nested deeper than a save now allows', async () => {
    const depth = MAX_NESTING_DEPTH + 1;
    const deep = `${'<div>'.repeat(depth)}Hola &amp; <em>adiós</em>${'</div>'.repeat(depth)}`;
    const old = await insertPost(deep, HTML_ALLOWLIST_VERSION - 1);

    expect(await resanitiseOutdatedPosts(seeded.database.db)).toBe(1);
    expect((await stored(old))?.contenido).toBe('<p>Hola &amp; adiós</p>');
  });
});
