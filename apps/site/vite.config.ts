import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// A relative path: Vite loads its config with Node, which cannot import a workspace package's TypeScript.
import { themeInitScript } from '../../packages/ui/src/theme/theme-init';
import { cspHashes } from './csp-hashes.plugin';
import { FRAME_HEIGHT_SCRIPT } from './src/pages/reading/post-frame-document';

/** The saved theme is applied by an inline script in <head>, before the first paint. */
function themeBeforePaint(): Plugin {
  return {
    name: 'pupitre-theme-before-paint',
    transformIndexHtml: () => [{ tag: 'script', children: themeInitScript, injectTo: 'head-prepend' }],
  };
}

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), themeBeforePaint(), cspHashes([FRAME_HEIGHT_SCRIPT])],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    // Maps stay in the build for debugging, but no script links them and the server does not serve them.
    sourcemap: 'hidden',
  },
});
