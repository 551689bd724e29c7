import { normalisePost, type Post } from '../normalise/post';
import { postWire } from '../normalise/wire-fixtures';
import type { ListingSource } from './listing-source';

export function post(
  id: number,
  date: string,
  title = `Publicación ${id}`,
  categoryIds: number[] = [],
): Post {
  return normalisePost(
    postWire({
      ID_publicaciones: id,
      Titulo: title,
      Contenido: `<p>Contenido de ${title}</p>`,
      Fecha_creacion: date,
      categorias: categoryIds.map((categoryId) => ({
        ID_categoria: categoryId,
        Nombre_categoria: `C${categoryId}`,
      })),
    }),
  );
}

const fail = () => Promise.reject(new Error('caído'));

/** A listing source whose calls answer from the given tables, failing where none is given; calls are recorded. */
export function tableSource(tables: {
  categories?: number[];
  byCategory?: Record<number, Post[]>;
  published?: Post[];
  latest?: Post[];
  all?: Post[];
}): ListingSource & { calls: string[] } {
  const calls: string[] = [];
  const answer = <T>(name: string, value: T | undefined) => {
    calls.push(name);
    return value === undefined ? fail() : Promise.resolve(value);
  };
  return {
    calls,
    categories: () =>
      answer(
        'categories',
        tables.categories?.map((id) => ({ id, nombre: `C${id}`, descripcion: '', color: null })),
      ),
    categoryPosts: (id, limit) => answer(`category ${id} limit ${limit}`, tables.byCategory?.[id]),
    published: (limit) => answer(`published limit ${limit}`, tables.published),
    latest: (limit) => answer(`latest limit ${limit}`, tables.latest),
    all: (limit) => answer(`all limit ${limit}`, tables.all),
  };
}
