import { MAX_RECORD_ID, postInputMessages, postStates } from '@pupitre/data';
import { z } from 'zod';
import { pageFields, positiveId } from '../../http/request-params';

export const INVALID_POST_ID = 'ID de publicación no válido';

export const postIdParams = z.object({ id: positiveId(INVALID_POST_ID) });

export const listQuery = z.object({
  ...pageFields(10),
  estado: z.enum(postStates, { error: postInputMessages.invalidState }).optional(),
});

export const searchQuery = z.object({
  term: z.string().max(200, 'La búsqueda no puede tener más de 200 caracteres').default(''),
  ...pageFields(10),
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
  ...pageFields(10),
});
