import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

export interface RouteLabel {
  route: string;
  /** X-Cache of the answer: HIT or MISS for a visitor's read the response cache handled. */
  cache: string | undefined;
}

const labels = new WeakMap<IncomingMessage, RouteLabel>();

/**
 * Notes the pattern of the route that answered (`/api/publicaciones/:id`, not the raw path), so the
 * request's metrics have one series per route instead of one per id.
 */
export const labelRoute: MiddlewareHandler = async (c, next) => {
  await next();
  // Present only under node:http; the in-process reads of server rendering are no requests of their own.
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming)
    labels.set(incoming, { route: routePath(c), cache: c.res.headers.get('x-cache') ?? undefined });
};

/** What the framework noted; nothing for an answer it never saw (a hit sent straight from node:http). */
export const routeLabelOf = (request: IncomingMessage): RouteLabel | undefined => labels.get(request);
