import type { CategoryWire } from '@pupitre/data';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorias } from '../../db/schema';

const categoryColumns = {
  ID_categoria: categorias.id,
  Nombre_categoria: categorias.nombre,
  Descripcion: categorias.descripcion,
  color: categorias.color,
};

export function listCategories(db: Db): Promise<CategoryWire[]> {
  return db.select(categoryColumns).from(categorias).orderBy(asc(categorias.id));
}

export async function findCategory(db: Db, id: number): Promise<CategoryWire | undefined> {
  const [category] = await db.select(categoryColumns).from(categorias).where(eq(categorias.id, id));
  return category;
}
