import { z } from 'zod';
import { recordIdSchema } from './record-id';

export const TITLE_MAX_LENGTH = 200;
export const SUMMARY_MAX_LENGTH = 500;

export const postInputMessages = {
  titleRequired: 'El título es requerido',
  titleTooLong: 'El título no puede tener más de 200 caracteres',
  contentRequired: 'El contenido es requerido',
  categoryRequired: 'Selecciona al menos una categoría',
  invalidCategory: 'La categoría no es válida',
  summaryTooLong: 'El resumen no puede tener más de 500 caracteres',
  invalidState: 'El estado debe ser publicado o borrador',
  /** accounts-admin §5: HTML with nothing a reader would see, in the editor or after the server cleans it. */
  htmlEmpty: 'El contenido HTML esta vacio o solo contiene espacios',
  invalidSchedule: 'La fecha de publicación no es válida',
} as const;

/**
 * POST and PUT /api/publicaciones: the editor's payload. The content arrives as `contenido` or, from
 * the HTML mode, as `htmlContent`; `categorias` is a list of category ids.
 */
export const postInputSchema = z
  .object({
    titulo: z
      .string({ error: postInputMessages.titleRequired })
      .trim()
      .min(1, { message: postInputMessages.titleRequired, abort: true })
      .max(TITLE_MAX_LENGTH, postInputMessages.titleTooLong),
    contenido: z.string().optional(),
    htmlContent: z.string().optional(),
    resumen: z.string().trim().max(SUMMARY_MAX_LENGTH, postInputMessages.summaryTooLong).nullish(),
    estado: z.enum(['publicado', 'borrador'], { error: postInputMessages.invalidState }).default('publicado'),
    categorias: z
      .array(recordIdSchema(postInputMessages.invalidCategory), { error: postInputMessages.categoryRequired })
      .min(1, { message: postInputMessages.categoryRequired, abort: true })
      .max(7),
    Imagen_portada: z.string().nullish(),
    /** Email the post to the confirmed subscribers once it is published (the editor's choice). */
    enviarSuscriptores: z.boolean().optional(),
    /** Keep it a draft and publish it at this instant (ISO 8601 with its offset). */
    programadaPara: z.iso.datetime({ offset: true, error: postInputMessages.invalidSchedule }).nullish(),
  })
  .transform(({ htmlContent, contenido, ...rest }, context) => {
    const body = (contenido ?? htmlContent ?? '').trim();
    if (body === '') {
      context.addIssue({ code: 'custom', path: ['contenido'], message: postInputMessages.contentRequired });
      return z.NEVER;
    }
    return { ...rest, contenido: body, categorias: [...new Set(rest.categorias)] };
  });

export type PostInput = z.input<typeof postInputSchema>;
export type ParsedPostInput = z.output<typeof postInputSchema>;

export const categoryCountSchema = z.object({
  ID_categoria: z.number().int(),
  Nombre_categoria: z.string(),
  total: z.number().int(),
});
