import { CATEGORIES } from '@pupitre/data';
import { count } from 'drizzle-orm';
import type { Db } from './client';
import { categorias, publicaciones } from './schema';
import { type AdminSettings, ensureSuperuser } from './seed-admin';
import { seedDemoContent } from './seed-demo';

export interface SeedOptions {
  demoContent: boolean;
  admin: AdminSettings;
  log: (line: string) => void;
  now?: Date;
}

/** Fills an empty database: the fixed categories, the first superuser and, unless turned off, demo content. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await db
    .insert(categorias)
    .values(CATEGORIES.map(({ id, nombre, descripcion, color }) => ({ id, nombre, descripcion, color })))
    .onConflictDoNothing({ target: categorias.id });
  const adminId = await ensureSuperuser(db, options.admin, options.log);
  if (!options.demoContent) return;
  const [posts] = await db.select({ total: count() }).from(publicaciones);
  if ((posts?.total ?? 0) > 0) return;
  const created = await seedDemoContent(db, adminId, options.now);
  options.log(`[seed] ${created} demo posts written`);
}
