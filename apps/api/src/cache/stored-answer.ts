import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { Encoding, StoredAnswer } from './answer-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// As hono/compress: smaller bodies gain nothing from compression.
const COMPRESS_FROM_BYTES = 1024;
// Quality 5 compresses about as fast as gzip and beats it on size; 11, the default, is ~20 times slower.
const BROTLI_QUALITY = 5;
// Sent per request instead: never kept.
const PER_REQUEST = new Set(['x-request-id', 'content-length', 'content-encoding']);

function withVary(headers: Record<string, string>, field: string): Record<string, string> {
  const vary = headers.vary;
  return { ...headers, vary: vary ? `${vary}, ${field}` : field };
}

/**
 * Holds an identity answer ready to send: the body as is and, when it is worth it, gzip and brotli
 * copies, each with its headers. Compression runs in libuv's threads, off the event loop.
 */
export async function storeAnswer(answer: Response, tags: readonly string[]): Promise<StoredAnswer> {
  const identity = new Uint8Array(await answer.arrayBuffer());
  const base: Record<string, string> = {};
  for (const [name, value] of answer.headers) {
    if (!PER_REQUEST.has(name)) base[name] = value;
  }
  const compressible =
    identity.byteLength >= COMPRESS_FROM_BYTES &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(base['content-type'] ?? '');
  const bodies: Record<Encoding, Uint8Array | undefined> = { identity, gzip: undefined, br: undefined };
  const headers: Record<Encoding, Record<string, string> | undefined> = {
    identity: base,
    gzip: undefined,
    br: undefined,
  };
  if (compressible) {
    const [gzipped, brotlied] = await Promise.all([
      gzipAsync(identity),
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
        },
      }),
    ]);
    bodies.gzip = new Uint8Array(gzipped);
    bodies.br = new Uint8Array(brotlied);
    headers.identity = withVary(base, 'Accept-Encoding');
    headers.gzip = { ...headers.identity, 'content-encoding': 'gzip' };
    headers.br = { ...headers.identity, 'content-encoding': 'br' };
  }
  const headerBytes = JSON.stringify(headers).length;
  const size =
    identity.byteLength +
    (bodies.gzip?.byteLength ?? 0) +
    (bodies.br?.byteLength ?? 0) +
    headerBytes +
    tags.length * 16;
  const flat = (record: Record<string, string> | undefined) => record && Object.entries(record).flat();
  const headerLists = { identity: flat(headers.identity), gzip: flat(headers.gzip), br: flat(headers.br) };
  return { headers, headerLists, bodies, etag: base.etag, tags, size: size + headerBytes };
}
