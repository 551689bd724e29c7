import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * Writes csp-hashes.json beside the built site: the hashes of every inline script of index.html, so the
 * server's Content-Security-Policy allows exactly those.
 */
export function cspHashes(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'pupitre-csp-hashes',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle() {
      const outDir = config.build.outDir;
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? '',
      );
      const hashes = [...new Set(inline.map(sha256))];
      writeFileSync(join(outDir, 'csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}
