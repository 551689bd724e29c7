import { COMMENT_PAGE_SIZE, commentOrders } from '@pupitre/data';
import { z } from 'zod';
import { pageFields } from '../../http/request-params';
import { decodeCursor, MAX_CURSOR_LENGTH } from './comentarios.cursor';
import { commentRouteMessages } from './comentarios.messages';

const { invalidCursor, invalidOrder } = commentRouteMessages;

/** One page of a post's comments: never the whole list, whatever the client asks. */
export const commentPageQuery = z.object({
  limite: pageFields(COMMENT_PAGE_SIZE).limite,
  orden: z.enum(commentOrders, { error: invalidOrder }).default('antiguo').meta({
    description: 'antiguo: los más antiguos primero (por defecto); reciente: los más nuevos primero.',
  }),
  cursor: z
    .string()
    .max(MAX_CURSOR_LENGTH, invalidCursor)
    .transform((text, context) => {
      const cursor = decodeCursor(text);
      if (!cursor) context.addIssue({ code: 'custom', message: invalidCursor });
      return cursor ?? z.NEVER;
    })
    .optional()
    .meta({
      description:
        'Dónde sigue la lista: el valor de `X-Next-Cursor` (o del enlace `rel="next"`) de la página anterior, tal cual.',
    }),
});

export type CommentPageQuery = z.output<typeof commentPageQuery>;
