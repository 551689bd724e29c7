import { z } from 'zod';

const limite = (fallback: number) => z.coerce.number().int().min(1).max(200).default(fallback);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const listQuery = z.object({
  limite: limite(10),
  offset,
  estado: z.enum(['publicado', 'borrador']).optional(),
});

export const pageQuery = (fallback: number) => z.object({ limite: limite(fallback), offset });

export const searchQuery = z.object({
  term: z.string().max(200, 'La búsqueda no puede tener más de 200 caracteres').default(''),
  limite: limite(10),
  offset,
});

export const tagsQuery = z.object({
  categorias: z
    .string()
    .max(200)
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((id) => Number.isInteger(id) && id > 0),
    ),
  limite: limite(10),
  offset,
});
