import { commentPageHeaders } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { type CommentCursor, encodeCursor } from './comentarios.cursor';
import type { CommentPageQuery } from './comentarios.schemas';

/** The headers a page of comments answers with, as the OpenAPI document declares them. */
export const commentPageHeaderDocs = {
  [commentPageHeaders.next]: {
    description: 'El cursor de la página siguiente; no está en la última página.',
    schema: { type: 'string' },
  },
  Link: {
    description:
      'La página siguiente como `<…>; rel="next"`, con el mismo límite y orden; no está en la última.',
    schema: { type: 'string' },
  },
  [commentPageHeaders.total]: {
    description: 'Cuántos comentarios tiene la publicación en total.',
    schema: { type: 'integer' },
  },
} as const;

interface PageFacts {
  query: CommentPageQuery;
  next: CommentCursor | undefined;
  total: number;
}

export function setCommentPageHeaders(c: Context<AppEnv>, { query, next, total }: PageFacts): void {
  c.header(commentPageHeaders.total, String(total));
  if (!next) return;
  const cursor = encodeCursor(next);
  const params = new URLSearchParams({ limite: String(query.limite), orden: query.orden, cursor });
  c.header(commentPageHeaders.next, cursor);
  c.header('Link', `<${c.req.path}?${params}>; rel="next"`);
}
