import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { categorias, comentarios, imagenes, publicaciones, usuarios } from './schema';
import { seedDatabase } from './seed';

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

const quiet = () => {};

describe('seeding an empty database', () => {
  it('writes the categories, one superuser, at least 24 demo posts with covers, and comments', async () => {
    database = await createTestDatabase();
    const lines: string[] = [];
    await seedDatabase(database.db, { demoContent: true, admin: {}, log: (line) => lines.push(line) });
    const { db } = database;
    expect((await db.select({ n: count() }).from(categorias))[0]?.n).toBe(7);
    const admins = await db.select().from(usuarios).where(eq(usuarios.isSuperuser, true));
    expect(admins).toHaveLength(1);
    const printed = lines.find((line) => line.includes('shown only once')) ?? '';
    const password = /password "([^"]+)"/.exec(printed)?.[1] ?? '';
    expect(await verifyPassword(password, admins[0]?.passwordHash ?? '')).toBe(true);
    const posts = await db.select().from(publicaciones);
    expect(posts.length).toBeGreaterThanOrEqual(24);
    expect(posts.every((post) => post.estado === 'publicado' && post.imagenPortadaId !== null)).toBe(true);
    const days = new Set(posts.map((post) => post.fechaCreacion.toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThan(20);
    expect((await db.select({ n: count() }).from(imagenes))[0]?.n).toBe(posts.length);
    expect((await db.select({ n: count() }).from(comentarios))[0]?.n).toBeGreaterThan(0);
  });

  it('does nothing more the second time', async () => {
    database = await createTestDatabase();
    const options = { demoContent: true, admin: { password: 'Admin12345' }, log: quiet };
    await seedDatabase(database.db, options);
    const before = (await database.db.select({ n: count() }).from(publicaciones))[0]?.n;
    await seedDatabase(database.db, options);
    expect((await database.db.select({ n: count() }).from(publicaciones))[0]?.n).toBe(before);
    expect(
      (await database.db.select({ n: count() }).from(usuarios).where(eq(usuarios.isSuperuser, true)))[0]?.n,
    ).toBe(1);
  });

  it('writes no demo posts when DEMO_CONTENT is off, but still the categories and the superuser', async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, {
      demoContent: false,
      admin: { username: 'Directora', email: 'dir@example.com', password: 'Admin12345' },
      log: quiet,
    });
    expect((await database.db.select({ n: count() }).from(publicaciones))[0]?.n).toBe(0);
    expect((await database.db.select({ n: count() }).from(categorias))[0]?.n).toBe(7);
    const [admin] = await database.db.select().from(usuarios);
    expect(admin?.username).toBe('directora');
    expect(admin?.email).toBe('dir@example.com');
  });
});
