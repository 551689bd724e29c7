import type { MiddlewareHandler } from 'hono';

/** The contact page's map, embedded only after the reader asks for it: the one third-party frame allowed. */
export const MAP_FRAME_ORIGIN = 'https://www.openstreetmap.org';

/**
 * The site's policy: its own scripts plus the hashed inline ones the build lists (theme, frame height).
 * Images may also come from the public origin the API links them on (PUBLIC_URL), which is another
 * origin when the site is reached by another name (127.0.0.1 for localhost, a proxy's host).
 */
export function sitePolicy(scriptHashes: string[], imageOrigin = ''): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes}`.trim(),
    // Inline style attributes come from React and from the post body's own formatting.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${imageOrigin}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${MAP_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(scriptHashes: () => string[], publicUrl: string): MiddlewareHandler {
  const imageOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    await next();
    const isApi = c.req.path.startsWith('/api/');
    c.header('Content-Security-Policy', isApi ? API_POLICY : sitePolicy(scriptHashes(), imageOrigin));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
