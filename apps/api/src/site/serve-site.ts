import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { cacheAs } from '../cache/cache-tags';
import { PUBLIC_SHORT } from '../http/cache-policy';
import { contentTypeOf } from './content-types';
import type { PageRenderer } from './page-renderer';
import { acceptedCopies } from './precompressed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
// The build keeps source maps for debugging (hidden: no script links them), but they are not published.
const SOURCE_MAP = '.map';

async function readFileIfExists(path: string): Promise<Buffer | undefined> {
  try {
    return (await stat(path)).isFile() ? await readFile(path) : undefined;
  } catch {
    return undefined;
  }
}

/** The build's compressed copy of a file in the best encoding the request accepts, if there is one. */
async function readPrecompressed(file: string, acceptEncoding: string | undefined) {
  for (const { encoding, suffix } of acceptedCopies(acceptEncoding)) {
    const bytes = await readFileIfExists(file + suffix);
    if (bytes) return { encoding, bytes };
  }
  return undefined;
}

/**
 * Serves the built site: files as they are (hashed assets cached forever) except source maps and the
 * build's own dot-folders; the reading pages rendered on the server when a renderer is given; and
 * index.html for every other page path so the client router can take over (SPA fallback).
 */
export function serveSite(siteDir: string, renderPage?: PageRenderer): MiddlewareHandler<AppEnv> {
  const root = normalize(siteDir + sep);
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path.startsWith('/api')) return next();
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    if (extname(path).toLowerCase() === SOURCE_MAP || path.split('/').some((part) => part.startsWith('.'))) {
      return next();
    }
    const file = normalize(join(root, path));
    if (file.startsWith(root) && file !== root) {
      const asset = path.startsWith('/assets/');
      // Hashed assets come compressed by the build (brotli, gzip): sent as they are, not compressed per request.
      const encoded = asset ? await readPrecompressed(file, c.req.header('Accept-Encoding')) : undefined;
      if (encoded) {
        const { encoding, bytes } = encoded;
        c.header('Content-Type', contentTypeOf(file));
        c.header('Content-Encoding', encoding);
        c.header('Vary', 'Accept-Encoding');
        c.header('Cache-Control', IMMUTABLE);
        return c.body(new Uint8Array(bytes));
      }
      const bytes = await readFileIfExists(file);
      if (bytes) {
        c.header('Content-Type', contentTypeOf(file));
        c.header('Cache-Control', asset ? IMMUTABLE : REVALIDATE);
        if (asset) c.header('Vary', 'Accept-Encoding');
        return c.body(new Uint8Array(bytes));
      }
    }
    // A missing file with an extension is a broken asset link, not a page: answer 404, not the app.
    if (extname(path)) return next();
    const url = new URL(c.req.url);
    const rendered = await renderPage?.(url.pathname + url.search);
    if (rendered) {
      // The same page for every visitor (sessions are marked in the browser): a CDN may keep it briefly.
      rendered.headers.set('Cache-Control', rendered.status === 200 ? PUBLIC_SHORT : REVALIDATE);
      // It shows what its API reads showed: the response cache adds their tags.
      cacheAs(c, []);
      return rendered;
    }
    const index = await readFileIfExists(join(root, 'index.html'));
    if (!index) return next();
    c.header('Cache-Control', REVALIDATE);
    return c.html(index.toString('utf8'));
  };
}
