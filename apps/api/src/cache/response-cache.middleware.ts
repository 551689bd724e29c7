import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { AnswerCache } from './answer-cache';
import { cacheKey } from './cache-key';
import type { ChangeFeed } from './change-feed';
import { sendStoredAnswer } from './send-stored-answer';
import { storeAnswer } from './stored-answer';

export interface ResponseCacheOptions {
  answers: AnswerCache;
  changes: ChangeFeed;
  /** Compresses the answers that are not kept (hono/compress); kept ones are compressed once, here. */
  compress: MiddlewareHandler;
}

/**
 * What a server-rendered page read through the in-process API: the page shows the union of its
 * reads' tags, and cannot be kept if one of them could not.
 */
class ReadsOfPage {
  readonly tags = new Set<string>();
  keepable = true;
  add(tags: readonly string[]) {
    for (const tag of tags) this.tags.add(tag);
  }
}

const pageReads = new AsyncLocalStorage<ReadsOfPage>();
const noMore = async () => {};

function keyOf(request: Request): string {
  const url = request.url;
  return cacheKey(
    request.headers.get('origin') ?? undefined,
    url.slice(url.indexOf('/', url.indexOf('//') + 2)),
  );
}

/**
 * Serves visitors' GETs from memory once their handler has named what they show (`cacheAs`), and
 * makes every write wait until this instance has dropped what it changed. A bearer token bypasses it.
 */
export function responseCache({
  answers,
  changes,
  compress,
}: ResponseCacheOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET') {
      await compress(c, next);
      if (method !== 'HEAD' && method !== 'OPTIONS') await changes.settled();
      return;
    }
    const page = pageReads.getStore();
    if (c.req.header('Authorization') !== undefined) {
      if (page) page.keepable = false;
      return compress(c, next);
    }
    const key = keyOf(c.req.raw);
    const held = answers.get(key);
    if (held) {
      page?.add(held.tags);
      return sendStoredAnswer(held, c.req.raw);
    }
    const readAt = answers.generation;
    const reads = new ReadsOfPage();
    await pageReads.run(reads, next);
    const tags = c.var.cacheTags;
    // An answer that sets a cookie belongs to one client, whatever its handler said.
    const personal = c.res.headers.has('Set-Cookie');
    if (
      !tags ||
      !reads.keepable ||
      personal ||
      c.res.status !== 200 ||
      c.res.headers.has('Content-Encoding')
    ) {
      if (page) page.keepable = false;
      return compress(c, noMore);
    }
    reads.add(tags);
    const stored = await storeAnswer(c.res, [...reads.tags]);
    page?.add(stored.tags);
    answers.set(key, stored, readAt);
    const answer = sendStoredAnswer(stored, c.req.raw, { requestId: c.var.requestId, justStored: true });
    // Cleared first: assigning over an answer would copy its headers onto the new one.
    c.res = undefined;
    c.res = answer;
  };
}
