import type { CategoryWire } from '@pupitre/data';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared-per-db';
import { categorias } from '../../db/schema';

const categoryColumns = {
  ID_categoria: categorias.id,
  Nombre_categoria: categorias.nombre,
  Descripcion: categorias.descripcion,
  color: categorias.color,
};

const allCategories = preparedPerDb((db) =>
  db.select(categoryColumns).from(categorias).orderBy(asc(categorias.id)).prepare('categorias_todas'),
);

const oneCategory = preparedPerDb((db) =>
  db
    .select(categoryColumns)
    .from(categorias)
    .where(eq(categorias.id, sql.placeholder('id')))
    .prepare('categorias_una'),
);

export function listCategories(db: Db): Promise<CategoryWire[]> {
  return allCategories(db).execute();
}

export async function findCategory(db: Db, id: number): Promise<CategoryWire | undefined> {
  const [category] = await oneCategory(db).execute({ id });
  return category;
}
