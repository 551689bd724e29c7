import type { MiddlewareHandler } from 'hono';

/** The site's policy: its own scripts plus the hashed inline ones the build lists (theme, frame height). */
export function sitePolicy(scriptHashes: string[]): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes}`.trim(),
    // Inline style attributes come from React and from the post body's own formatting.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(scriptHashes: () => string[]): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const isApi = c.req.path.startsWith('/api/');
    c.header('Content-Security-Policy', isApi ? API_POLICY : sitePolicy(scriptHashes()));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  };
}
