#!/usr/bin/env node
// Prints the compressed JavaScript a visitor downloads to open each page of the built site: the entry
// chunk and everything it imports statically, plus the page's own lazy chunk and its static imports.
// Chunks a page loads later on demand (the HTML code editor, say) are listed apart.
// Run after `pnpm build`: node scripts/route-js.mjs [page filter]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'apps', 'site', 'dist');
const assets = join(dist, 'assets');
const filter = process.argv[2];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const source = (name) => readFileSync(join(assets, name), 'utf8');
const staticImports = (name) =>
  [...source(name).matchAll(/(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => match[1]);
const dynamicImports = (name) =>
  [...source(name).matchAll(/import\(["'`]\.\/([\w.-]+\.js)["'`]\)/g)].map((match) => match[1]);

function closure(start) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const next of staticImports(name)) visit(next);
  };
  visit(start);
  return seen;
}

function sizes(names) {
  let gzip = 0;
  let brotli = 0;
  for (const name of names) {
    const bytes = readFileSync(join(assets, name));
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { gzip, brotli };
}

const entry = /<script type="module"[^>]*src="\/assets\/([\w.-]+\.js)"/.exec(
  readFileSync(join(dist, 'index.html'), 'utf8'),
)?.[1];
if (!entry) throw new Error('No entry script in apps/site/dist/index.html: run `pnpm build` first');
const shell = closure(entry);
const pages = readdirSync(assets).filter((name) => /^[A-Z]\w*Page-[\w-]+\.js$/.test(name));

console.log(`entry ${entry}: ${shell.size} files`);
for (const page of pages.sort()) {
  const name = page.replace(/-[\w-]+\.js$/, '');
  if (filter && !name.includes(filter)) continue;
  const files = new Set([...shell, ...closure(page)]);
  const total = sizes(files);
  // Only the page's own lazy imports: the router's ones are the other pages.
  const own = [...closure(page)].filter((name) => !shell.has(name));
  const later = own.flatMap(dynamicImports).filter((next) => !files.has(next));
  const laterFiles = new Set(later.flatMap((next) => [...closure(next)]).filter((next) => !files.has(next)));
  const onDemand = later.length
    ? `  + on demand ${kb(sizes(laterFiles).gzip)} gzip (${later.map((next) => next.replace(/-[\w-]+\.js$/, '')).join(', ')})`
    : '';
  console.log(
    `${name.padEnd(22)} gzip ${kb(total.gzip).padStart(9)}  brotli ${kb(total.brotli).padStart(9)}${onDemand}`,
  );
}
