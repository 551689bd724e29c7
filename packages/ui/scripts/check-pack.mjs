// Runs before `npm pack` / `pnpm pack` / `yarn pack`: every file the manifest promises must be in the
// build, or the tarball would install and then fail with ERR_MODULE_NOT_FOUND.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const sourceCondition = '@pupitre/source';

/** Every file an export points at, for every condition a consumer can match. */
function targets(entry) {
  if (typeof entry === 'string') return [entry];
  return Object.entries(entry).flatMap(([condition, value]) =>
    condition === sourceCondition ? [] : targets(value),
  );
}

const problems = [];
for (const [subpath, entry] of Object.entries(manifest.exports)) {
  for (const target of targets(entry)) {
    if (target.startsWith('./src/')) problems.push(`${subpath} → ${target}: source files are not published`);
    else if (!existsSync(new URL(target, `file://${root}/`)))
      problems.push(`${subpath} → ${target}: missing`);
  }
  if (typeof entry === 'object' && !('default' in entry)) problems.push(`${subpath}: no "default" condition`);
}
for (const file of manifest.files.filter((name) => name !== 'dist')) {
  if (!existsSync(new URL(file, `file://${root}/`))) problems.push(`${file}: listed in "files" but missing`);
}

if (problems.length > 0) {
  console.error(`@pupitre/ui cannot be packed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`@pupitre/ui: all ${Object.keys(manifest.exports).length} entry points are built.`);
