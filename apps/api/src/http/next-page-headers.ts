import { pageHeaders } from '@pupitre/data';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

/** The headers that point a page of a list at the next one, as the OpenAPI document declares them. */
export const nextPageHeaderDocs = {
  [pageHeaders.next]: {
    description: 'El cursor de la página siguiente; no está en la última página.',
    schema: { type: 'string' },
  },
  Link: {
    description:
      'La página siguiente como `<…>; rel="next"`, con el mismo límite y los mismos filtros; no está en la última.',
    schema: { type: 'string' },
  },
} as const;

/**
 * Points the answer at the page after it: the cursor alone, and a link that repeats `query` (the page's
 * limit and filters, in that order) with the cursor last. Nothing on the last page.
 */
export function setNextPageHeaders(
  c: Context<AppEnv>,
  cursor: string | undefined,
  query: Record<string, string>,
): void {
  if (!cursor) return;
  c.header(pageHeaders.next, cursor);
  c.header('Link', `<${c.req.path}?${new URLSearchParams({ ...query, cursor })}>; rel="next"`);
}

/** A list route whose success answer declares the next-page headers. */
export function withNextPageHeaders<Route extends { responses: { 200: object } }>(route: Route): Route {
  return {
    ...route,
    responses: { ...route.responses, 200: { ...route.responses[200], headers: nextPageHeaderDocs } },
  };
}
