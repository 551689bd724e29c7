import { COMMENT_PAGE_SIZE, commentOrders } from '@pupitre/data';
import { z } from 'zod';
import { cursorParam } from '../../http/keyset-cursor';
import { pageFields } from '../../http/request-params';
import { commentRouteMessages } from './comentarios.messages';

const { invalidCursor, invalidOrder } = commentRouteMessages;

/** One page of a post's comments: never the whole list, whatever the client asks. */
export const commentPageQuery = z.object({
  limite: pageFields(COMMENT_PAGE_SIZE).limite,
  orden: z.enum(commentOrders, { error: invalidOrder }).default('antiguo').meta({
    description: 'antiguo: los más antiguos primero (por defecto); reciente: los más nuevos primero.',
  }),
  cursor: cursorParam(invalidCursor),
});

export type CommentPageQuery = z.output<typeof commentPageQuery>;
