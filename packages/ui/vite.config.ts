import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './package.json' with { type: 'json' };

// Everything the package depends on stays an import; only its own code and CSS are bundled.
const external = [...Object.keys(manifest.peerDependencies), ...Object.keys(manifest.dependencies)].filter(
  (name) => name !== '@fontsource/poppins',
);

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssCodeSplit: false,
    sourcemap: true,
    lib: {
      entry: { index: 'src/index.ts', 'theme-init': 'src/theme/theme-init.ts' },
      formats: ['es'],
      cssFileName: 'pupitre-ui',
    },
    rollupOptions: {
      external: (id) =>
        external.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?(\/|$)/.test(id),
    },
  },
});
