#!/usr/bin/env node
// Installs @pupitre/ui here the way another school gets it, then checks the example end to end:
//   1. packs packages/ui with `npm pack` (its prepack builds it), unless a tarball is given;
//   2. `npm install --no-save <tarball>`: the example's own dependencies come from its committed
//      package-lock.json, the package from the tarball; neither package.json nor the lockfile changes
//      (a tarball's path and hash differ on every machine and every build, so they are never committed);
//   3. checks the packed fonts.css (the example does not use it, so nothing else would);
//   4. tsc --noEmit, against the package's published types (skipLibCheck off);
//   5. vite build (client) and vite build --ssr src/entry-server.tsx;
//   6. scripts/render.mjs: renders the pages on the server and checks the HTML.
// Then `pnpm exec playwright test -c examples/other-school/playwright.config.ts` from the repository
// root checks the built site in Chromium.
//
//   node scripts/install-from-tarball.mjs [path/to/pupitre-ui-x.y.z.tgz]   (or PUPITRE_UI_TARBALL=...)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const example = join(import.meta.dirname, '..');
const uiDir = join(example, '..', '..', 'packages', 'ui');
const packDir = join(example, '.pupitre-ui');

const timings = [];
function step(label, action) {
  console.log(`\n--- ${label}`);
  const started = Date.now();
  action();
  timings.push(`${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
const run = (command, args, cwd = example) => execFileSync(command, args, { cwd, stdio: 'inherit' });

let tarball = process.argv[2] ?? process.env.PUPITRE_UI_TARBALL;
if (tarball) {
  tarball = resolve(tarball);
  if (!existsSync(tarball)) throw new Error(`No tarball at ${tarball}`);
} else {
  step('npm pack packages/ui (builds it)', () => {
    rmSync(packDir, { recursive: true, force: true });
    mkdirSync(packDir);
    run('npm', ['pack', '--pack-destination', packDir, '--loglevel=error'], uiDir);
    const packed = readdirSync(packDir).find((file) => file.endsWith('.tgz'));
    if (!packed) throw new Error('npm pack wrote no tarball');
    tarball = join(packDir, packed);
  });
}

step(`npm install --no-save ${tarball}`, () =>
  run('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', tarball]),
);

step('fonts.css of the installed package', () => {
  const fontsCss = createRequire(join(example, 'package.json')).resolve('@pupitre/ui/fonts.css');
  const css = readFileSync(fontsCss, 'utf8');
  if (!/@font-face\s*\{[^}]*font-family:\s*["']?Poppins/.test(css))
    throw new Error('fonts.css: no Poppins @font-face');
  const urls = [...css.matchAll(/url\(["']?([^"')]+)["']?\)/g)].map((match) => match[1] ?? '');
  const missing = urls.filter((url) => !url.startsWith('data:') && !existsSync(join(dirname(fontsCss), url)));
  if (urls.length === 0 || missing.length > 0)
    throw new Error(`fonts.css: missing files ${missing.join(', ')}`);
  console.log(`Poppins @font-face, ${urls.length} font files, all in the package.`);
});

step('tsc --noEmit', () => run('npm', ['run', '--silent', 'typecheck']));
step('vite build (client) and vite build --ssr', () => run('npm', ['run', '--silent', 'build']));
step('server render', () => run(process.execPath, ['scripts/render.mjs']));

console.log(`\nExample consumer ready in ${example}:\n  ${timings.join('\n  ')}`);
