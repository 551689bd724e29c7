import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { libInjectCss } from 'vite-plugin-lib-inject-css';
import { pupitreCssLayers } from './build/css-layers';
import { fontFiles } from './build/font-files';
import { tokenFiles } from './build/token-files';
import { useClientBanner } from './build/use-client';
import manifest from './package.json' with { type: 'json' };

const dependencies = [...Object.keys(manifest.peerDependencies), ...Object.keys(manifest.dependencies)];

/** `reset.css`: the reset's compiled stylesheet. It reads the tokens every component brings (or `tokens.css`). */
function resetFile(): Plugin {
  return {
    name: 'pupitre-reset-file',
    apply: 'build',
    generateBundle(_options, bundle) {
      const compiled = Object.values(bundle).find(
        (file) => file.fileName === 'theme/global.css.ts.vanilla.css',
      );
      if (compiled?.type !== 'asset') this.error('the reset stylesheet (theme/global.css.ts) was not built');
      this.emitFile({ type: 'asset', fileName: 'reset.css', source: compiled.source });
    },
  };
}

// One module per source module and one stylesheet per component, so a consumer's bundler keeps only
// what the consumer imports. Dependencies stay imports.
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    pupitreCssLayers(),
    libInjectCss(),
    useClientBanner(),
    tokenFiles(),
    fontFiles(),
    resetFile(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        fragments: 'src/fragments.ts',
        theme: 'src/theme.ts',
        'theme-init': 'src/theme/theme-init.ts',
        reset: 'src/theme/reset.ts',
      },
      formats: ['es'],
    },
    rollupOptions: {
      external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
      },
    },
  },
});
