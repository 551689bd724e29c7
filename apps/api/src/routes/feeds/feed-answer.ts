import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { Status } from '../../http/errors';

// Crawlers and feed readers poll these; a CDN may hold them briefly, and a new post shows within minutes.
const CACHE_CONTROL = 'public, max-age=300';

export const ContentType = {
  xml: 'application/xml; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  text: 'text/plain; charset=utf-8',
} as const;

/** A crawler or reader file: the same for every visitor, briefly cacheable anywhere. */
export function feedAnswer(
  c: Context<AppEnv>,
  body: string | ReadableStream<Uint8Array>,
  contentType: string,
  headers: Record<string, string> = {},
) {
  return c.body(body, Status.OK, { 'Content-Type': contentType, 'Cache-Control': CACHE_CONTROL, ...headers });
}
