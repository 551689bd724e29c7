import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { FALLBACK_FONT, fallbackFace } from '../src/theme/font-fallback-face';

const require = createRequire(import.meta.url);
const weights = ['400', '500', '600', '700'];

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function fallbackRule(): string {
  const descriptors = Object.entries(fallbackFace).map(([key, value]) => `  ${kebab(key)}: ${value};`);
  return `@font-face {\n  font-family: '${FALLBACK_FONT}';\n${descriptors.join('\n')}\n}\n`;
}

/**
 * `fonts.css` with Poppins' latin faces as real woff2 files beside it (`fonts/`), not base64, plus the
 * metric-matched fallback face. Opt-in: a consumer who does not import it downloads no font.
 */
export function fontFiles(): Plugin {
  return {
    name: 'pupitre-font-files',
    apply: 'build',
    generateBundle() {
      const fontsource = dirname(require.resolve('@fontsource/poppins/package.json'));
      const rules = weights.map((weight) => {
        const file = `poppins-latin-${weight}-normal.woff2`;
        this.emitFile({
          type: 'asset',
          fileName: `fonts/${file}`,
          source: readFileSync(join(fontsource, 'files', file)),
        });
        const face = readFileSync(join(fontsource, `latin-${weight}.css`), 'utf8');
        const unicodeRange = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
        return [
          '@font-face {',
          "  font-family: 'Poppins';",
          '  font-style: normal;',
          '  font-display: swap;',
          `  font-weight: ${weight};`,
          `  src: url('./fonts/${file}') format('woff2');`,
          ...(unicodeRange ? [`  unicode-range: ${unicodeRange};`] : []),
          '}',
        ].join('\n');
      });
      this.emitFile({
        type: 'asset',
        fileName: 'fonts.css',
        source: `${rules.join('\n')}\n${fallbackRule()}`,
      });
    },
  };
}
