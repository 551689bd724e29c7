import { commentPageHeaders } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { nextPageHeaderDocs, setNextPageHeaders } from '../../http/next-page-headers';
import { type CommentCursor, encodeCursor } from './comentarios.cursor';
import type { CommentPageQuery } from './comentarios.schemas';

/** The headers a page of comments answers with, as the OpenAPI document declares them. */
export const commentPageHeaderDocs = {
  ...nextPageHeaderDocs,
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
  setNextPageHeaders(c, next && encodeCursor(next), { limite: String(query.limite), orden: query.orden });
}
