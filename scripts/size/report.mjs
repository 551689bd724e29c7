#!/usr/bin/env node
// pnpm size: the compressed JavaScript and CSS a reader downloads to open each reading page of the
// production build, checked against scripts/size/budgets.json (gzip KB of JavaScript). Exits 1 when a
// page is over its budget. A budget is the best figure reached so far, lowered as pages get lighter,
// until the target is met. Run after `pnpm build`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSize } from './compressed-size.mjs';
import { firstLoadFiles } from './first-load.mjs';

const dist = join(import.meta.dirname, '..', '..', 'apps', 'site', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No build manifest in apps/site/dist: run `pnpm build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const { target, pages } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const kb = (bytes) => bytes / 1024;

console.log(`Compressed first load per reading page (budget: gzip JS; target ${target} KB)`);
console.log('page              JS gzip   JS brotli   CSS gzip   budget');
const over = [];
const lower = [];
for (const [path, { module, js: budget }] of Object.entries(pages)) {
  const files = firstLoadFiles(manifest, module);
  const js = compressedSize(dist, files.js);
  const css = compressedSize(dist, files.css);
  const gzipKb = kb(js.gzip);
  console.log(
    [
      path.padEnd(16),
      `${gzipKb.toFixed(1)} KB`.padStart(9),
      `${kb(js.brotli).toFixed(1)} KB`.padStart(11),
      `${kb(css.gzip).toFixed(1)} KB`.padStart(10),
      `${budget.toFixed(1)} KB`.padStart(8),
    ].join(' '),
  );
  if (gzipKb > budget)
    over.push(`${path}: ${gzipKb.toFixed(1)} KB of JavaScript, over its budget of ${budget} KB`);
  else if (budget - gzipKb >= 1)
    lower.push(`${path}: ${gzipKb.toFixed(1)} KB; lower its budget to ${Math.ceil(gzipKb * 2) / 2}`);
}
for (const line of lower) console.log(`Lighter than its budget, so the budget can go down: ${line}`);
if (over.length > 0) {
  for (const line of over) console.error(`Over budget: ${line}`);
  process.exit(1);
}
