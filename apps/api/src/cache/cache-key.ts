/**
 * Where an answer is kept: the path and query, whatever the Host, plus the Origin header, so another
 * site's CORS answer is kept apart (the site's own requests carry none).
 */
export function cacheKey(origin: string | undefined, pathAndQuery: string): string {
  return `${origin ?? ''} ${pathAndQuery}`;
}
