import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// node:crypto hashes a body of tens of KB in one synchronous call; WebCrypto's default digest goes
// through a job queue and a promise per answer, about 8 % of an uncached list read in the profile.
const sha1 = (body: Uint8Array): ArrayBuffer => {
  const digest = createHash('sha1').update(body).digest();
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
};

const weakTagOf = (body: string): string => `W/"${createHash('sha1').update(body).digest('hex')}"`;

/**
 * A JSON read is tagged as it is written, so the ETag layer only has to compare. Tagging it afterwards
 * means cloning the answer and reading its body back as a stream: about a sixth of an uncached
 * categories read in the CPU profile. The tag is the one the layer would compute over the same bytes.
 */
function tagJsonAsWritten(c: Context): void {
  // Hono's own json(), plus the tag: same arguments, same Content-Type default.
  const json = (object: unknown, arg?: ContentfulStatusCode, headers?: Record<string, string>) => {
    const body = JSON.stringify(object);
    const answer = c.body(body, arg, { 'Content-Type': 'application/json', ...headers });
    if (answer.ok) answer.headers.set('ETag', weakTagOf(body));
    return answer;
  };
  c.json = json as unknown as Context['json'];
}

/**
 * What a shared cache (a CDN) may do with an answer anyone gets: keep it briefly, then serve it while
 * it asks again in the background. Browsers always ask again (max-age=0), cheaply thanks to the ETag.
 */
export const PUBLIC_SHORT = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** An answer for one signed-in user: never in a shared cache, revalidated by the browser. */
export const PRIVATE = 'private, no-cache';
export const NO_STORE = 'no-store';

const reads = new Set(['GET', 'HEAD']);

/**
 * Reads get a weak ETag (over the body before compression) and a matching If-None-Match gets 304.
 * API reads say who may keep them: a visitor's answer may sit briefly in a CDN, a signed-in user's
 * stays private, and an error is never kept. Answers that set their own policy keep it.
 */
export function cachePolicy(): MiddlewareHandler {
  const tag = etag({ weak: true, generateDigest: sha1 });
  return async (c, next) => {
    if (!reads.has(c.req.method)) return next();
    tagJsonAsWritten(c);
    await tag(c, next);
    if (!c.req.path.startsWith('/api/') || c.res.headers.has('Cache-Control')) return;
    const signedIn = c.req.header('Authorization') !== undefined;
    c.res.headers.set('Cache-Control', c.res.status >= 400 ? NO_STORE : signedIn ? PRIVATE : PUBLIC_SHORT);
    c.res.headers.append('Vary', 'Authorization');
  };
}
