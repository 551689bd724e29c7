import type { PostSortOrder } from '../listing/sort';
import {
  type AdminPostSummary,
  normaliseAdminPost,
  normaliseAdminPostSummary,
} from '../normalise/admin-post';
import type { ListedPost } from '../normalise/post';
import { type AdminPostState, adminPostPageSchema, adminPostSummarySchema } from '../schemas/admin-post';
import type { ApiClient } from './client';
import { POSTS_LOAD_ERROR } from './posts';

/** What the admin panel asks for: its filters, the page size and where the page starts. */
export interface AdminPostPageRequest {
  /** Words to find (Spanish full-text, accents ignored, each word as a prefix); blank for every post. */
  term?: string;
  estado?: AdminPostState;
  orden?: PostSortOrder;
  /** Only posts in this category (any of their categories). */
  categoria?: number;
  /** Posts in the page; the API's default (24) when unset. */
  limite?: number;
  /** A previous page's `next`; the first page when unset. */
  cursor?: string | null;
}

export interface AdminPostPage {
  posts: ListedPost[];
  /** How many posts match the filters, in all pages. */
  total: number;
  /** The next page's cursor; null on the last page. */
  next: string | null;
}

/** Superusers only: one page of every post, drafts included, filtered and ordered by the server. */
export async function fetchAdminPostPage(
  client: ApiClient,
  { term, estado, orden, categoria, limite, cursor }: AdminPostPageRequest = {},
): Promise<AdminPostPage> {
  const page = await client.request('get', '/publicaciones/admin', adminPostPageSchema, undefined, {
    params: {
      term: term?.trim() || undefined,
      estado,
      orden,
      categoria,
      limite,
      cursor: cursor ?? undefined,
    },
    errorMessage: POSTS_LOAD_ERROR,
  });
  return { posts: page.publicaciones.map(normaliseAdminPost), total: page.total, next: page.next };
}

/** Superusers only: every post, the drafts and posts per category, as the database counts them. */
export async function fetchAdminPostSummary(client: ApiClient): Promise<AdminPostSummary> {
  const summary = await client.request(
    'get',
    '/publicaciones/admin/resumen',
    adminPostSummarySchema,
    undefined,
    {
      errorMessage: 'Error al obtener las estadísticas',
    },
  );
  return normaliseAdminPostSummary(summary);
}
