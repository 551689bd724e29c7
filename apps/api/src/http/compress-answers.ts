import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { acceptedEncodings, type CompressedEncoding } from './accepted-encodings';

// As hono/compress: smaller bodies gain nothing.
const COMPRESS_FROM_BYTES = 1024;
// For an answer made per request: brotli 4 and gzip 4 take a third to a half of the time of brotli 5 and
// gzip 6 (what the response cache spends once per kept answer) for a few per cent more bytes.
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 4;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const json = /^application\/json/i;

function encode(body: Uint8Array, encoding: CompressedEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: GZIP_LEVEL });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });
}

/**
 * Compresses what the server answers. A JSON answer is whole when it leaves its handler, so it is
 * compressed in one call, with brotli when the client takes it: piping it through a CompressionStream
 * (hono/compress, gzip 6) cost a third of a 200-post admin page. One synchronous call also never waits
 * behind image work in libuv's threads. Everything else, the streamed pages and sitemaps included, goes
 * through hono/compress.
 */
export function compressAnswers(): MiddlewareHandler {
  const streamed = compress();
  return (c, next) =>
    streamed(c, async () => {
      await next();
      const { res } = c;
      if (c.req.method === 'HEAD' || res.status === 206 || !res.body) return;
      if (!json.test(res.headers.get('Content-Type') ?? '') || res.headers.has('Content-Encoding')) return;
      if (noTransform.test(res.headers.get('Cache-Control') ?? '')) return;
      const body = new Uint8Array(await res.arrayBuffer());
      c.res = new Response(body, res);
      if (body.byteLength < COMPRESS_FROM_BYTES) {
        c.res.headers.set('Content-Length', String(body.byteLength));
        return;
      }
      const vary = c.res.headers.get('Vary');
      if (!vary || !/accept-encoding/i.test(vary)) {
        c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      }
      const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
      if (!encoding) return;
      c.res = new Response(encode(body, encoding), c.res);
      c.res.headers.delete('Content-Length');
      c.res.headers.set('Content-Encoding', encoding);
    });
}
