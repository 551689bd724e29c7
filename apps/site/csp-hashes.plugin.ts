import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * Writes csp-hashes.json beside the built site: the hashes of every inline script of index.html, so the
 * server's Content-Security-Policy allows exactly those.
 */
export function cspHashes(): Plugin {
  return {
    name: 'pupitre-csp-hashes',
    apply: 'build',
    writeBundle({ dir: outDir }) {
      if (!outDir) throw new Error('pupitre-csp-hashes: the build has no output folder');
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? '',
      );
      const hashes = [...new Set(inline.map(sha256))];
      writeFileSync(join(outDir, 'csp-hashes.json'), `${JSON.stringify(hashes, null, 2)}\n`);
    },
  };
}
