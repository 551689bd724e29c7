import { randomUUID } from 'node:crypto';
import { acceptedEncodings } from '../http/accepted-encodings';
import type { Encoding, StoredAnswer } from './answer-cache';

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

/** What a request says about how it takes an answer. */
export interface ReplyWish {
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** A proxy's X-Request-Id, kept when it is a plain token. */
  incomingRequestId: string | undefined;
}

export interface Reply {
  status: 200 | 304;
  /** Names and values in one flat list, as node:http's writeHead takes them without copying. */
  headers: string[];
  body: Uint8Array | null;
}

// A 304 repeats what a cache needs to refresh its copy, not what describes the body it omits.
const NOT_IN_304 = new Set(['content-type', 'content-encoding']);

function flatten(headers: Record<string, string> | undefined, skip?: Set<string>): string[] {
  const list: string[] = [];
  for (const name in headers) if (!skip?.has(name)) list.push(name, headers[name] as string);
  return list;
}

/**
 * The stored answer for one request: a 304 when the client holds it, else the best encoding it takes.
 * `X-Cache` says HIT when it came from memory, MISS when it was just read from the database and kept.
 */
export function replyFrom(
  answer: StoredAnswer,
  wish: ReplyWish,
  { requestId, justStored = false }: { requestId?: string; justStored?: boolean } = {},
): Reply {
  const incoming = wish.incomingRequestId;
  const id = requestId ?? (incoming && validRequestId.test(incoming) ? incoming : randomUUID());
  const encoding = encodingFor(answer, wish.acceptEncoding);
  const cache = justStored ? 'MISS' : 'HIT';
  if (wish.ifNoneMatch && answer.etag && matches(wish.ifNoneMatch, answer.etag)) {
    const headers = flatten(answer.headers[encoding], NOT_IN_304);
    headers.push('x-request-id', id, 'x-cache', cache);
    return { status: 304, headers, body: null };
  }
  const body = answer.bodies[encoding] ?? null;
  const headers = answer.headerLists[encoding]?.slice() ?? [];
  headers.push('x-request-id', id, 'x-cache', cache, 'content-length', String(body?.byteLength ?? 0));
  return { status: 200, headers, body };
}

export function wishOf(request: Request): ReplyWish {
  return {
    acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
    incomingRequestId: request.headers.get('x-request-id') ?? undefined,
  };
}

/** The stored answer as a fetch Response, for requests that went through the app. */
export function sendStoredAnswer(
  answer: StoredAnswer,
  request: Request,
  options: { requestId?: string; justStored?: boolean } = {},
): Response {
  const reply = replyFrom(answer, wishOf(request), options);
  const headers: [string, string][] = [];
  for (let index = 0; index < reply.headers.length; index += 2) {
    headers.push([reply.headers[index] as string, reply.headers[index + 1] as string]);
  }
  return new Response(reply.body as Uint8Array<ArrayBuffer> | null, { status: reply.status, headers });
}
