import { sep } from 'node:path';
import type { Plugin } from 'vite';

/** The package's cascade layers, lowest first: any unlayered rule of the consumer beats all three. */
export const layerOrder = ['pupitre.reset', 'pupitre.tokens', 'pupitre.components'] as const;
type Layer = (typeof layerOrder)[number];

const statement = `@layer ${layerOrder.join(', ')};\n`;

/** Which layer a compiled vanilla-extract file belongs to; null for files that are not ours. */
export function layerOf(file: string): Layer | null {
  const path = file.split(sep).join('/');
  const inPackage = /\/packages\/ui\/src\/(.+)\.css\.ts\.vanilla\.css$/.exec(path)?.[1];
  if (!inPackage) return null;
  if (inPackage === 'theme/light' || inPackage === 'theme/dark') return 'pupitre.tokens';
  if (inPackage === 'theme/global') return 'pupitre.reset';
  // Font faces are not cascaded rules: they stay outside the layers, like the fonts entry.
  if (inPackage === 'theme/font-fallback') return null;
  return 'pupitre.components';
}

/** Wraps a compiled stylesheet in its layer, after the statement that fixes the layers' order. */
export function wrapInLayer(css: string, layer: Layer): string {
  return `${statement}@layer ${layer} {\n${css}\n}\n`;
}

/**
 * Puts every stylesheet of @pupitre/ui into `@layer pupitre.*`, in the package's own build and in any
 * Vite build that compiles its source (the site, Storybook, the tests), so both look the same.
 */
export function pupitreCssLayers(): Plugin {
  return {
    name: 'pupitre-css-layers',
    enforce: 'pre',
    transform(code, id) {
      const layer = layerOf(id.split('?')[0] ?? id);
      // Idempotent: Storybook's test plugin may bring this plugin twice.
      if (!layer || code.startsWith(statement)) return null;
      return { code: wrapInLayer(code, layer), map: null };
    },
  };
}
