const MAX_SEARCH_WORDS = 8;

/**
 * Words of a search term as a prefix query for `to_tsquery` ('tecn:* & estud:*'), or undefined when it
 * has none. Only letters and digits pass, so nothing the user types is read as query syntax. The same
 * rule as the public search's (publicaciones.queries.ts keeps its own copy for now).
 */
export function prefixQuery(term: string, mode: 'all' | 'any' = 'all'): string | undefined {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  return words.length ? words.map((word) => `${word}:*`).join(mode === 'all' ? ' & ' : ' | ') : undefined;
}
