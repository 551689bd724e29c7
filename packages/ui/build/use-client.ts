import type { Plugin } from 'vite';

const usesReact = /\bfrom\s*["'](react|radix-ui)(\/[^"']*)?["']/;

/**
 * Marks every module that renders or uses hooks with "use client", so React Server Components
 * frameworks load it on the client. Barrels, tokens and plain values stay server-safe.
 */
export function useClientBanner(): Plugin {
  return {
    name: 'pupitre-use-client',
    apply: 'build',
    renderChunk(code, chunk) {
      const source = chunk.facadeModuleId ?? '';
      const isBarrel = /\/src\/(index|fragments|theme)\.ts$/.test(source) || /\/index\.ts$/.test(source);
      if (isBarrel || (!source.endsWith('.tsx') && !usesReact.test(code))) return null;
      return { code: `"use client";\n${code}`, map: null };
    },
  };
}
