import { randomUUID } from 'node:crypto';
import { parseAccept } from 'hono/utils/accept';
import type { Encoding, StoredAnswer } from './answer-cache';

const PREFERENCE: Encoding[] = ['br', 'gzip'];
// Clients send a handful of distinct Accept-Encoding values; the choice for each is remembered.
const choices = new Map<string, Encoding[]>();
const MAX_REMEMBERED = 64;

function acceptedEncodings(header: string): Encoding[] {
  let accepted = choices.get(header);
  if (accepted) return accepted;
  const offers = parseAccept(header);
  const wildcard = offers.find((offer) => offer.type === '*')?.q ?? 0;
  const qualityOf = (encoding: Encoding) =>
    offers.find((offer) => offer.type.toLowerCase() === encoding)?.q ?? wildcard;
  accepted = PREFERENCE.filter((encoding) => qualityOf(encoding) > 0).sort(
    (a, b) => qualityOf(b) - qualityOf(a),
  );
  if (choices.size < MAX_REMEMBERED) choices.set(header, accepted);
  return accepted;
}

function encodingFor(answer: StoredAnswer, acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding || !answer.bodies.gzip) return 'identity';
  return acceptedEncodings(acceptEncoding).find((encoding) => answer.bodies[encoding]) ?? 'identity';
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match compares weakly (RFC 9110 §13.1.2): W/"x" matches "x". */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === wanted);
}

// As hono/request-id with our limit: a proxy's id is kept when it is a plain token.
const validRequestId = /^[\w\-=]{1,64}$/;

function requestIdOf(request: Request): string {
  const incoming = request.headers.get('x-request-id');
  return incoming && validRequestId.test(incoming) ? incoming : randomUUID();
}

/**
 * The stored answer for one request: a 304 when the client holds it, else the best encoding it takes.
 * The request's id is the one assigned upstream, or (on a hit, which skips that) a proxy's or a new one.
 * `X-Cache` says HIT when it came from memory, MISS when it was read from the database and kept.
 */
export function sendStoredAnswer(
  answer: StoredAnswer,
  request: Request,
  { requestId = requestIdOf(request), justStored = false } = {},
): Response {
  const ifNoneMatch = request.headers.get('if-none-match');
  const encoding = encodingFor(answer, request.headers.get('accept-encoding') ?? undefined);
  const headers: Record<string, string> = {
    ...answer.headers[encoding],
    'x-request-id': requestId,
    // For operators and tests: whether this answer came from memory.
    'x-cache': justStored ? 'MISS' : 'HIT',
  };
  if (ifNoneMatch && answer.etag && matches(ifNoneMatch, answer.etag)) {
    delete headers['content-type'];
    delete headers['content-encoding'];
    return new Response(null, { status: 304, headers });
  }
  return new Response(answer.bodies[encoding] as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
