#!/usr/bin/env node
// The quick start in packages/ui/README.md is the example consumer's own code: each code block right
// after a `<!-- example:PATH -->` marker must equal examples/other-school/PATH, so the README shows
// what the example builds, type-checks and tests. Exits 1 when a block differs or a marker is missing.
//   node scripts/check-readme-example.mjs           check (part of `pnpm lint`)
//   node scripts/check-readme-example.mjs --write   copy the files into the README's blocks
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const readmePath = join(root, 'packages', 'ui', 'README.md');
const example = join(root, 'examples', 'other-school');
const REQUIRED = ['src/Providers.tsx', 'src/brand.css'];
// The marker, the fence's opening line, the code, the closing fence.
const BLOCK = /(<!-- example:(\S+) -->\n+```[\w-]*\n)([\s\S]*?)(\n?```)/g;

const readme = readFileSync(readmePath, 'utf8');
const problems = [];
const seen = new Set();
const updated = readme.replace(BLOCK, (whole, opening, path, code, closing) => {
  seen.add(path);
  let file;
  try {
    file = readFileSync(join(example, path), 'utf8').replace(/\n$/, '');
  } catch {
    problems.push(`${path}: no such file in ${relative(root, example)}`);
    return whole;
  }
  if (code.replace(/\n$/, '') === file) return whole;
  const lines = code.split('\n');
  const at = file.split('\n').findIndex((line, index) => line !== lines[index]);
  problems.push(
    `${path}: the README's block differs from ${relative(root, join(example, path))} ` +
      `(first at line ${at === -1 ? lines.length : at + 1} of the file)`,
  );
  return `${opening}${file}${closing.startsWith('\n') ? closing : `\n${closing}`}`;
});
for (const path of REQUIRED)
  if (!seen.has(path)) problems.push(`${path}: no \`<!-- example:${path} -->\` marker before a code block`);

if (process.argv.includes('--write')) {
  if (updated !== readme) writeFileSync(readmePath, updated);
  const missing = problems.filter((problem) => !problem.includes('differs'));
  if (missing.length > 0) {
    console.error(missing.join('\n'));
    process.exit(1);
  }
  console.log(`${relative(root, readmePath)}: quick start blocks copied from ${relative(root, example)}.`);
} else if (problems.length > 0) {
  console.error(
    `${relative(root, readmePath)}: the quick start is not the example's code:\n  ${problems.join('\n  ')}`,
  );
  console.error('Run `node scripts/check-readme-example.mjs --write` to copy the files in.');
  process.exit(1);
} else {
  console.log(
    `${relative(root, readmePath)}: the quick start is the example's code (${[...seen].join(', ')}).`,
  );
}
