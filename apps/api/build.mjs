// Bundles the API into dist/index.js: workspace packages are inlined (they ship TypeScript source),
// npm dependencies stay external, and the SQL migrations are copied beside the bundle. The sanitiser's
// worker thread loads a file of its own, dist/sanitise-worker.js (see src/content/sanitise-off-thread.ts).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@pupitre/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { index: 'src/index.ts', 'sanitise-worker': 'src/content/sanitise-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built: dist/index.js, dist/sanitise-worker.js');
