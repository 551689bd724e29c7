import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative paths: Vite loads its config with Node, which cannot import a workspace package's TypeScript.
import { keepUiFromSource, uiFromSource } from '../../packages/ui/build/from-source';
import { signedInInitScript } from '../../packages/ui/src/components/VisitorOnly/signed-in-mark';
import { themeInitScript } from '../../packages/ui/src/theme/theme-init';
import { cspHashes } from './csp-hashes.plugin';
import { blankEmptyCssMarkers } from './empty-css-markers.plugin';
import { precompressAssets } from './precompress.plugin';
import { STORAGE_KEYS } from './src/session/token-store';
import { afterFirstPaintScript } from './src/ssr/after-first-paint';

/** The saved theme and a stored session are marked by inline scripts in <head>, before the first paint. */
function beforePaint(): Plugin {
  return {
    name: 'pupitre-before-paint',
    transformIndexHtml: () => [
      { tag: 'script', children: themeInitScript, injectTo: 'head-prepend' },
      { tag: 'script', children: signedInInitScript(STORAGE_KEYS.accessToken), injectTo: 'head-prepend' },
      { tag: 'script', children: afterFirstPaintScript, injectTo: 'body' },
    ],
  };
}

/**
 * Preloads the Poppins weights of the first screen's text (body 400, headings 700); the others swap in
 * over the size-adjusted fallback without moving a line.
 */
function preloadFonts(weights: string[]): Plugin {
  return {
    name: 'pupitre-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) =>
        Object.keys(context.bundle ?? {})
          .filter(
            (file) =>
              file.endsWith('.woff2') && weights.some((weight) => file.includes(`latin-${weight}-normal`)),
          )
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

// `vite build` builds the browser's site; `vite build --ssr` the reading pages' server renderer beside it.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react(), vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource }), uiFromSource()]
    : [
        react(),
        vanillaExtractPlugin({ unstable_pluginFilter: keepUiFromSource }),
        uiFromSource(),
        beforePaint(),
        preloadFonts(['400', '700']),
        cspHashes(),
        blankEmptyCssMarkers(),
        precompressAssets(),
      ],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-ssr', sourcemap: true }
    : {
        target: 'es2022',
        // Maps stay in the build for debugging, but no script links them and the server does not serve them.
        sourcemap: 'hidden',
        // The server reads it to link each server-rendered page's stylesheets and list its chunks.
        manifest: true,
        // Every browser the target covers preloads modules itself; without one, a chunk just loads when
        // imported. The polyfill would otherwise weigh on every page's first load.
        modulePreload: { polyfill: false },
        // Images stay files: inlined into a script they would weigh on every page's JavaScript.
        assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the entry imports statically loads on every page anyway. Left alone, Rolldown
              // splits it by which lazy pages share each module into about ten chunks (React's JSX runtime,
              // paths, the query client, the providers ...), and every extra file costs gzip its own window
              // and the chunks their imports and exports: one chunk is 3 KB lighter on every reading page.
              groups: [{ name: 'index', tags: ['$initial'] }],
            },
          },
        },
      },
}));
