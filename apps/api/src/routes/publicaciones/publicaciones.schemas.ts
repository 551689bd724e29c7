import { MAX_RECORD_ID, postInputMessages, postStates } from '@pupitre/data';
import { z } from 'zod';
import { listPageFields, positiveId } from '../../http/request-params';
import { decodeSearchCursor } from './publicaciones-busqueda.cursor';

export const INVALID_POST_ID = 'ID de publicación no válido';
export const INVALID_POSTS_CURSOR = 'El cursor de publicaciones no es válido';

/** A public list's page: `limite`, a bounded `offset`, and the `cursor` of the previous page. */
export const postPageFields = (fallback: number) => listPageFields(fallback, INVALID_POSTS_CURSOR);

export const postIdParams = z.object({ id: positiveId(INVALID_POST_ID) });

export const listQuery = z.object({
  ...postPageFields(10),
  estado: z.enum(postStates, { error: postInputMessages.invalidState }).optional(),
});

export const searchQuery = z.object({
  term: z.string().max(200, 'La búsqueda no puede tener más de 200 caracteres').default(''),
  // A search's cursor also names its band (title matches, then the rest): a list's is refused here.
  ...listPageFields(10, INVALID_POSTS_CURSOR, decodeSearchCursor),
});

const TAGS_TOO_LONG = 'La lista de categorías no puede tener más de 200 caracteres';
const TAG_OUT_OF_RANGE = `Cada categoría debe ser un id entre 1 y ${MAX_RECORD_ID}`;

export const tagsQuery = z.object({
  categorias: z
    .string()
    .max(200, TAGS_TOO_LONG)
    .default('')
    .describe('Ids de categoría separados por comas, por ejemplo 1,6')
    .transform((value) =>
      value
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    )
    // Parts that are not ids are skipped, but an id the column cannot hold would fail in the query.
    .refine((ids) => ids.every((id) => id <= MAX_RECORD_ID), TAG_OUT_OF_RANGE),
  ...postPageFields(10),
});
