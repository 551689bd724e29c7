import { z } from 'zod';
import { postSortOrders } from '../listing/sort';
import { postWireSchema } from './post';
import { categoryCountSchema } from './post-input';

/** Posts one page of the admin panel holds, unless the request asks for another number (1 to 200). */
export const ADMIN_POSTS_PAGE_SIZE = 24;

/** Which posts the panel lists: one status, or every post. */
export const adminPostStates = ['publicado', 'borrador', 'todas'] as const;
export type AdminPostState = (typeof adminPostStates)[number];

/** The panel's orders are the reading lists' (newest, oldest, by title). */
export const adminPostOrders = postSortOrders;

export const adminPostQueryMessages = {
  invalidState: 'El estado debe ser publicado, borrador o todas',
  invalidOrder: 'El orden debe ser reciente, antiguo o alfabetico',
  invalidCategory: 'La categoría no es válida',
  invalidCursor: 'El cursor de publicaciones no es válido',
  termTooLong: 'La búsqueda no puede tener más de 200 caracteres',
} as const;

/**
 * A post as the admin panel lists it: every field of a post but its body, which a card never shows, and
 * `Extracto`, the card's summary (the post's own, else one made from its body on the server).
 */
export const adminPostWireSchema = postWireSchema.omit({ Contenido: true }).extend({
  Extracto: z.string(),
});

export type AdminPostWire = z.infer<typeof adminPostWireSchema>;

/** GET /api/publicaciones/admin: one page of the panel's list and what the whole list holds. */
export const adminPostPageSchema = z.object({
  publicaciones: z.array(adminPostWireSchema),
  /** How many posts match the request's filters, in all pages: counted by the database. */
  total: z.number().int(),
  /** The cursor of the next page (send it back as `cursor`); null on the last page. */
  next: z.string().nullable(),
});

export type AdminPostPageWire = z.infer<typeof adminPostPageSchema>;

/** GET /api/publicaciones/admin/resumen: the panel's figures, counted by the database. */
export const adminPostSummarySchema = z.object({
  /** Every post, drafts included. */
  total: z.number().int(),
  borradores: z.number().int(),
  /** Posts per category, each counted once in its first category (as /estadisticas/categorias). */
  categorias: z.array(categoryCountSchema),
});

export type AdminPostSummaryWire = z.infer<typeof adminPostSummarySchema>;
