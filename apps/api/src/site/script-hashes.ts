import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * CSP hashes of the site's inline scripts, written by the site build to csp-hashes.json. Read once and
 * kept: the built site does not change while the server runs.
 */
export function readScriptHashes(siteDir: string): () => string[] {
  let hashes: string[] | undefined;
  return () => {
    if (!hashes) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(join(siteDir, 'csp-hashes.json'), 'utf8'));
        hashes = Array.isArray(parsed)
          ? parsed.filter((hash): hash is string => typeof hash === 'string')
          : [];
      } catch {
        hashes = [];
      }
    }
    return hashes;
  };
}
