/** The encodings the build writes beside each asset (`app.js.br`, `app.js.gz`), best first. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The build's encodings an Accept-Encoding header allows, in our order of preference: a coding listed
 * with q=0 is refused, `*` allows any not listed.
 */
export function acceptedCopies(header: string | undefined): Precompressed[] {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  return PRECOMPRESSED.filter(({ encoding }) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}
