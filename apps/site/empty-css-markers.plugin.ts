import type { Plugin } from 'vite';

const MARKER = /\/\* empty css\s*\*\//g;

/**
 * Vite leaves a `/* empty css *\/` comment in a chunk for every stylesheet import it moved into a CSS
 * chunk: dozens of bytes in each of our many small chunks. They become spaces of the same length,
 * which compress to almost nothing and keep the hidden source maps' columns right.
 */
export function blankEmptyCssMarkers(): Plugin {
  return {
    name: 'pupitre-blank-empty-css-markers',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk')
          output.code = output.code.replace(MARKER, (marker) => ' '.repeat(marker.length));
      }
    },
  };
}
