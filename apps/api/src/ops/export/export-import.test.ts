import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { renderCover } from '../../db/demo/cover-png';
import { imagenes, publicaciones, publicacionesCategorias } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { storeImage } from '../../images/image-store';
import { replaceBodyImages } from '../../routes/publicaciones/publicaciones-imagenes.writes';
import { createTestDatabase } from '../../test/test-database';
import { exportContent } from './export-content';
import { EXPORT_VERSION } from './export-format';
import { importContent } from './import-content';
import { NotAnExportError, readExport } from './read-export';
import { postContents } from './testing/post-contents';

const smallImage = (seed: number) => renderCover({ seed, colour: '#aa3355', width: 24, height: 16 });

/** The demo content plus what it lacks: a draft with no cover, summary nor category, and body images. */
async function seededSource(): Promise<Database> {
  const database = await createTestDatabase();
  const { db } = database;
  await seedDatabase(db, {
    demoContent: true,
    admin: { username: 'admin', email: 'admin@example.com', password: 'Admin12345' },
    log: () => {},
  });
  const [cover] = await db.select({ id: imagenes.id }).from(imagenes).limit(1);
  const inBody = await storeImage(db, smallImage(1), 'image/png');
  const contenido = `<p>Dos imágenes:</p><p><img src="/api/imagenes/${inBody}" alt="una" /></p><p><img src="/api/imagenes/${cover?.id}" alt="otra" /></p>`;
  const [draft] = await db
    .insert(publicaciones)
    .values({
      titulo: 'Borrador sin portada',
      contenido,
      estado: 'borrador',
      fechaCreacion: new Date('2026-03-04T05:06:07.089Z'),
      fechaModificacion: new Date('2026-03-05T00:00:00.001Z'),
    })
    .returning({ id: publicaciones.id });
  if (!draft) throw new Error('no draft');
  await replaceBodyImages(db, '', draft.id, contenido);
  // Categories out of id order, to see that their order is kept.
  const [post] = await db.select({ id: publicaciones.id }).from(publicaciones).limit(1);
  if (!post) throw new Error('no demo post');
  await db.delete(publicacionesCategorias);
  await db.insert(publicacionesCategorias).values([
    { publicacionId: post.id, categoriaId: 3, posicion: 0 },
    { publicacionId: post.id, categoriaId: 1, posicion: 1 },
    { publicacionId: post.id, categoriaId: 2, posicion: 2 },
  ]);
  return database;
}

async function totals(database: Database) {
  const [posts] = await database.db.select({ n: count() }).from(publicaciones);
  const [images] = await database.db.select({ n: count() }).from(imagenes);
  const [links] = await database.db.select({ n: count() }).from(publicacionesCategorias);
  return { posts: posts?.n, images: images?.n, links: links?.n };
}

describe('a content export of the demo site', () => {
  let source: Database;
  let target: Database;
  let fileText: string;

  beforeAll(async () => {
    source = await seededSource();
    target = await createTestDatabase();
    // An image already there shifts the ids the import gives, so links must be rewritten to match.
    await storeImage(target.db, smallImage(99), 'image/png');
    fileText = JSON.stringify(await exportContent(source.db));
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    await target?.close();
  });

  it('is one JSON file in the Ghost-like shape, with the images as base64', () => {
    const file = JSON.parse(fileText);
    expect(file.db[0].meta.version).toBe(EXPORT_VERSION);
    expect(Object.keys(file.db[0].data).sort()).toEqual(['images', 'posts', 'posts_tags', 'tags']);
    expect(file.db[0].data.posts.length).toBeGreaterThan(5);
    expect(file.db[0].data.images[0]).toMatchObject({ content_type: 'image/png' });
  });

  it('imports into another database with every post as it was: text, dates, categories in order, cover and body images byte for byte', async () => {
    const summary = await importContent(target.db, readExport(fileText));
    const original = await postContents(source.db);
    expect(summary).toMatchObject({ imported: original.length, skipped: 0 });
    expect(await postContents(target.db)).toEqual(original);
    const draft = original.find((post) => post.title === 'Borrador sin portada');
    expect(draft).toMatchObject({ state: 'borrador', cover: null, summary: null, categories: [] });
    expect(draft?.bodyImages).toHaveLength(2);
    expect(original.find((post) => post.categories.length === 3)?.categories).toEqual([3, 1, 2]);
  });

  it('adds nothing when the same file is imported a second time', async () => {
    const before = await totals(target);
    const summary = await importContent(target.db, readExport(fileText));
    expect(summary.imported).toBe(0);
    expect(await totals(target)).toEqual(before);
  });

  it('adds nothing when imported back into the database it came from', async () => {
    const before = await totals(source);
    await importContent(source.db, readExport(fileText));
    expect(await totals(source)).toEqual(before);
  });

  it('refuses a file that is not an export, saying what is wrong', () => {
    const refusal = (text: string) => {
      try {
        readExport(text);
      } catch (error) {
        expect(error).toBeInstanceOf(NotAnExportError);
        return (error as Error).message;
      }
      throw new Error('accepted');
    };
    expect(refusal('<html></html>')).toMatch(/not a Pupitre content export: the file is not JSON/);
    const ghost = JSON.parse(fileText);
    ghost.db[0].meta.version = '5.82.0';
    expect(refusal(JSON.stringify(ghost))).toMatch(/db\.0\.meta\.version/);
    const tampered = JSON.parse(fileText);
    tampered.db[0].data.images[0].data = Buffer.from('otra cosa').toString('base64');
    expect(refusal(JSON.stringify(tampered))).toMatch(/images\.0\.data does not match its sha256/);
  });
});
