#!/usr/bin/env node
// Prints the built site's JavaScript files with their raw, gzip and brotli sizes, largest first.
// Run after `pnpm build`: node scripts/chunk-sizes.mjs [name filter]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join(import.meta.dirname, '..', 'apps', 'site', 'dist', 'assets');
const filter = process.argv[2];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const rows = readdirSync(assets)
  .filter((name) => name.endsWith('.js') && (!filter || name.includes(filter)))
  .map((name) => {
    const bytes = readFileSync(join(assets, name));
    return {
      name,
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
  })
  .sort((a, b) => b.gzip - a.gzip);

for (const row of rows) {
  console.log(
    `${row.name.padEnd(44)} raw ${kb(row.raw).padStart(9)}  gzip ${kb(row.gzip).padStart(9)}  brotli ${kb(row.brotli).padStart(9)}`,
  );
}
