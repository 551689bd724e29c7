#!/usr/bin/env node
// Fails unless the built Storybook documents the whole package: a docs entry for every component that
// @pupitre/ui exports (each `export * from './components/X'` line of packages/ui/src/index.ts, read with
// the TypeScript compiler API), and an MDX page for each guide, the Tokens reference and the theme
// playground. Reads the build's index.json; prints what is missing.
//
//   node scripts/storybook/check-docs-index.mjs [storybook-static]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const repoRoot = join(import.meta.dirname, '..', '..');
const buildDir = resolve(process.argv[2] ?? 'storybook-static');
const indexFile = join(buildDir, 'index.json');
const packageIndex = join(repoRoot, 'packages', 'ui', 'src', 'index.ts');

/** The MDX pages under packages/ui/src/docs/, by title. */
export const requiredPages = [
  'Guías/Introducción',
  'Guías/Empezar',
  'Guías/Tematizar',
  'Guías/Tokens',
  'Guías/Enlaces y rutas',
  'Guías/Textos y traducciones',
  'Guías/Accesibilidad',
  'Guías/Contribuir',
  'Foundations/Tokens',
  'Foundations/Taller de temas',
];

/** The component directories the package's main entry re-exports whole: `export * from './components/X'`. */
export function exportedComponents(file = packageIndex) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const names = [];
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.exportClause || statement.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const match = /^\.\/components\/([^/]+)$/.exec(specifier.text);
    if (match?.[1]) names.push(match[1]);
  }
  return names;
}

/** Whether a docs entry documents component directory `name`: its file sits in that directory, or its title ends in the name. */
function documents(entry, name) {
  const path = entry.importPath.replace(/\\/g, '/');
  return path.includes(`/components/${name}/`) || entry.title.split('/').at(-1) === name;
}

function main() {
  if (!existsSync(indexFile)) {
    console.error(`No ${indexFile}: build Storybook first (pnpm build-storybook).`);
    process.exit(1);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8'));
  const docs = Object.values(index.entries ?? {}).filter((entry) => entry.type === 'docs');
  const components = exportedComponents();
  if (components.length === 0) {
    console.error(
      `Read no \`export * from './components/…'\` line in ${packageIndex}: the check itself is broken.`,
    );
    process.exit(1);
  }

  const undocumented = components.filter((name) => !docs.some((entry) => documents(entry, name)));
  const mdx = docs.filter((entry) => entry.importPath.endsWith('.mdx'));
  const missingPages = requiredPages.filter(
    (title) =>
      !mdx.some((entry) => entry.title === title && entry.importPath.includes('/packages/ui/src/docs/')),
  );

  console.log(
    `${buildDir}: ${docs.length} docs entries (${mdx.length} MDX); ` +
      `${components.length - undocumented.length}/${components.length} exported components documented; ` +
      `${requiredPages.length - missingPages.length}/${requiredPages.length} guide pages.`,
  );
  if (undocumented.length > 0) {
    console.error(`\nExported components without a docs entry (${undocumented.length}):`);
    for (const name of undocumented) console.error(`  - ${name} (packages/ui/src/components/${name})`);
  }
  if (missingPages.length > 0) {
    console.error(`\nMDX pages missing under packages/ui/src/docs/ (${missingPages.length}):`);
    for (const title of missingPages) console.error(`  - ${title}`);
  }
  if (undocumented.length > 0 || missingPages.length > 0) process.exit(1);
  console.log('Every exported component and every guide has its docs page.');
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main();
