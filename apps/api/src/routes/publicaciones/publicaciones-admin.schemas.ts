import {
  ADMIN_POSTS_PAGE_SIZE,
  adminPostOrders,
  adminPostQueryMessages,
  adminPostStates,
  recordIdSchema,
} from '@pupitre/data';
import { z } from 'zod';
import { pageFields } from '../../http/request-params';
import { cursorKindOf, decodeAdminCursor, MAX_ADMIN_CURSOR_LENGTH } from './publicaciones-admin.cursor';

const messages = adminPostQueryMessages;

/** The admin panel's list: its filters become the query, and a page is never the whole list. */
export const adminPostQuery = z
  .object({
    term: z.string().max(200, messages.termTooLong).default('').meta({
      description:
        'Palabras a buscar en título, resumen y cuerpo (español, sin acentos; cada palabra como prefijo).',
    }),
    estado: z
      .enum(adminPostStates, { error: messages.invalidState })
      .default('todas')
      .meta({ description: 'publicado, borrador o todas (por defecto).' }),
    orden: z
      .enum(adminPostOrders, { error: messages.invalidOrder })
      .default('reciente')
      .meta({ description: 'reciente (por defecto), antiguo o alfabetico (sin mayúsculas ni acentos).' }),
    categoria: recordIdSchema(messages.invalidCategory)
      .optional()
      .meta({ type: 'integer', minimum: 1, description: 'Solo las publicaciones de esta categoría.' }),
    limite: pageFields(ADMIN_POSTS_PAGE_SIZE).limite,
    cursor: z
      .string()
      // Refused before it is decoded: nothing longer was written here.
      .max(MAX_ADMIN_CURSOR_LENGTH, { message: messages.invalidCursor, abort: true })
      .transform((text, context) => {
        const cursor = decodeAdminCursor(text);
        if (!cursor) context.addIssue({ code: 'custom', message: messages.invalidCursor });
        return cursor ?? z.NEVER;
      })
      .optional()
      .meta({
        description: 'Dónde sigue la lista: el `next` de la página anterior, tal cual, con el mismo orden.',
      }),
  })
  // A cursor marks a place in one order: a title is no place in a list by date, nor a date by title.
  .superRefine((query, context) => {
    if (query.cursor && query.cursor.kind !== cursorKindOf(query.orden)) {
      context.addIssue({ code: 'custom', path: ['cursor'], message: messages.invalidCursor });
    }
  });

export type AdminPostQuery = z.output<typeof adminPostQuery>;
