#!/usr/bin/env node
// pnpm size:ui: what @pupitre/ui costs another project. Packs the package (`npm pack`, which builds it),
// installs the tarball with npm in a throwaway Vite + React project outside the workspace, and builds
// four pages there: React alone (the baseline), one Button, ten components, and everything the package
// exports (fragments included). Prints the gzip JavaScript and CSS each page adds to the baseline on
// first load, and what its lazy chunks fetch later, and checks scripts/size/ui-budgets.json: the KB
// budgets (first load, as `pnpm size` does), and that the one-Button and ten-component pages hold no
// code or CSS of a component they do not use, in any chunk. Exits 1 on any failure.
//
//   pnpm size:ui                          packs packages/ui first (its prepack builds it)
//   pnpm size:ui path/to/pupitre-ui.tgz   measures that tarball (or PUPITRE_UI_TARBALL=...)
//   PUPITRE_UI_SIZE_KEEP=1 pnpm size:ui   keeps the scratch project and prints where it is
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { compressedSize } from './compressed-size.mjs';

const repo = join(import.meta.dirname, '..', '..');
const uiDir = join(repo, 'packages', 'ui');
const { pages: budgets } = JSON.parse(readFileSync(join(import.meta.dirname, 'ui-budgets.json'), 'utf8'));
// The repository's own versions, so the figures match what Pupitre's site gets.
const VERSIONS = { react: '19.3.1', 'react-dom': '19.3.1', vite: '8.3.8', '@vitejs/plugin-react': '6.3.0' };

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

const scratch = mkdtempSync(join(tmpdir(), 'pupitre-ui-size-'));
const keep = process.env.PUPITRE_UI_SIZE_KEEP === '1';
process.on('exit', () => {
  if (keep) console.log(`Scratch project kept in ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
});

// 1. The tarball: the one given, or a fresh `npm pack` (prepack: vite build, tsc, check-pack).
let tarball = process.argv[2] ?? process.env.PUPITRE_UI_TARBALL;
if (tarball) {
  tarball = resolve(tarball);
  if (!existsSync(tarball)) throw new Error(`No tarball at ${tarball}`);
} else {
  console.log('Packing @pupitre/ui (npm pack builds it)...');
  run('npm', ['pack', '--pack-destination', scratch, '--loglevel=error'], uiDir);
  const packed = readdirSync(scratch).find((file) => file.endsWith('.tgz'));
  if (!packed) throw new Error('npm pack wrote no tarball');
  tarball = join(scratch, packed);
}
console.log(`Measuring ${basename(tarball)}`);

// 2. The consumer: its own package.json, one npm install shared by the four builds.
const pages = {
  baseline: `
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<p>Hola</p>);
`,
  'one-button': `
import { Button } from '@pupitre/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<Button onClick={() => alert('Hola')}>Saludar</Button>);
`,
  'ten-components': `
import {
  Accordion,
  BrandProvider,
  Button,
  Card,
  Chip,
  Dialog,
  Header,
  PostCard,
  Tabs,
  TextField,
  ThemeProvider,
  ToastProvider,
  useToast,
} from '@pupitre/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const brand = {
  name: 'Escuela de prueba',
  logoSrc: '/logo.svg',
  description: 'Una página de prueba.',
  footerColumns: [],
  legalLinks: [],
  socialLinks: [],
};
const post = {
  id: 1,
  title: 'Primera nota',
  summary: 'Un resumen de la nota.',
  date: '3 de marzo de 2025',
  categories: [{ id: 1, name: 'Noticias', href: '/temas/1' }],
  href: '/notas/1',
};

function Page() {
  const toast = useToast();
  const [name, setName] = useState('');
  return (
    <>
      <Header
        user={null}
        currentPath="/"
        navItems={[{ label: 'Inicio', href: '/' }, { label: 'Notas', href: '/notas' }]}
        profileLinks={{ account: [], visitor: [], signIn: [{ label: 'Entrar', href: '/entrar' }] }}
        onLogout={() => {}}
      />
      <main>
        <Card padding="md">
          <Chip label="Noticias" tone="primary" />
          <TextField label="Nombre" value={name} onChange={(event) => setName(event.target.value)} />
          <Button onClick={() => toast({ title: 'Hola, ' + name, tone: 'success' })}>Saludar</Button>
        </Card>
        <PostCard post={post} />
        <Dialog.Root>
          <Dialog.Trigger asChild>
            <Button variant="outline">Abrir aviso</Button>
          </Dialog.Trigger>
          <Dialog.Content title="Aviso" description="Un diálogo de prueba.">
            <Dialog.Actions>
              <Dialog.Close asChild>
                <Button>Entendido</Button>
              </Dialog.Close>
            </Dialog.Actions>
          </Dialog.Content>
        </Dialog.Root>
        <Tabs.Root defaultValue="uno">
          <Tabs.List aria-label="Secciones">
            <Tabs.Trigger value="uno">Uno</Tabs.Trigger>
            <Tabs.Trigger value="dos">Dos</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="uno">Primera pestaña</Tabs.Content>
          <Tabs.Content value="dos">Segunda pestaña</Tabs.Content>
        </Tabs.Root>
        <Accordion items={[{ value: 'q1', title: '¿Una pregunta?', content: 'Una respuesta.' }]} />
      </main>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <ThemeProvider>
    <BrandProvider brand={brand}>
      <ToastProvider>
        <Page />
      </ToastProvider>
    </BrandProvider>
  </ThemeProvider>,
);
`,
  everything: `
import * as ui from '@pupitre/ui';
import * as fragments from '@pupitre/ui/fragments';
import { createRoot } from 'react-dom/client';

// Reachable from outside, so the bundler keeps every export of both entry points.
globalThis.pupitre = { ui, fragments };
createRoot(document.getElementById('root')).render(<ui.Button>Hola</ui.Button>);
`,
};

// Runs inside the scratch project, with its own vite: one build per page, each with source maps (the
// JavaScript check reads their sources) and a record of the CSS modules in each chunk (the CSS check:
// Vite writes a chunk's CSS from exactly these modules; it makes no CSS source maps).
const builder = `
import { writeFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const results = {};
for (const page of process.argv.slice(2)) {
  const chunks = [];
  await build({
    root: 'pages/' + page,
    configFile: false,
    logLevel: 'warn',
    plugins: [
      react(),
      {
        name: 'record-chunks',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            const ids = output.moduleIds ?? Object.keys(output.modules);
            chunks.push({
              fileName: output.fileName,
              isEntry: output.isEntry,
              imports: output.imports,
              importedCss: [...(output.viteMetadata?.importedCss ?? [])],
              css: ids.filter((id) => /\\.css($|\\?)/.test(id)),
            });
          }
        },
      },
    ],
    build: { outDir: '../../out/' + page, emptyOutDir: true, sourcemap: true, reportCompressedSize: false },
  });
  results[page] = chunks;
}
writeFileSync('results.json', JSON.stringify(results));
`;

writeFileSync(
  join(scratch, 'package.json'),
  JSON.stringify(
    {
      name: 'pupitre-ui-size',
      private: true,
      type: 'module',
      dependencies: { '@pupitre/ui': `file:${tarball}`, ...VERSIONS },
    },
    null,
    2,
  ),
);
writeFileSync(join(scratch, 'build-pages.mjs'), builder);
for (const [page, code] of Object.entries(pages)) {
  const dir = join(scratch, 'pages', page);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.jsx'), code.trimStart());
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>\n<html lang="es">\n  <head><meta charset="utf-8" /><title>${page}</title></head>\n  <body><div id="root"></div><script type="module" src="./main.jsx"></script></body>\n</html>\n`,
  );
}
console.log(`Installing it in a scratch Vite + React project (${seconds()})...`);
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], scratch);
console.log(`Building ${Object.keys(pages).length} pages (${seconds()})...`);
run(process.execPath, ['build-pages.mjs', ...Object.keys(pages)], scratch);
const records = JSON.parse(readFileSync(join(scratch, 'results.json'), 'utf8'));

// 3. Sizes and contents.
const files = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => /\.(js|css)$/.test(file));
/** 'Button' for .../@pupitre/ui/dist/components/Button/Button.js (src/ too, should a map ever point there). */
const componentOf = (path) => /@pupitre\/ui\/(?:dist|src)\/components\/([^/]+)\//.exec(path)?.[1];

const measured = {};
for (const page of Object.keys(pages)) {
  const out = join(scratch, 'out', page);
  const chunks = records[page];
  const js = files(out).filter((file) => file.endsWith('.js'));
  const css = files(out).filter((file) => file.endsWith('.css'));
  // The first load: the entry chunk and the chunks it imports statically, with their CSS. The rest
  // (Header's profile menu, the toast stack, Select's list...) loads when first used.
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const first = new Set();
  const visit = (fileName) => {
    if (first.has(fileName)) return;
    first.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks.filter(({ isEntry }) => isEntry)) visit(chunk.fileName);
  const firstCss = new Set([...first].flatMap((fileName) => byName.get(fileName)?.importedCss ?? []));
  // Every module that put code in an emitted chunk (its source map) or CSS in the page (Vite's record).
  const modules = new Set();
  for (const file of js) {
    const mapFile = join(out, `${file}.map`);
    if (!existsSync(mapFile)) throw new Error(`${page}: no source map for ${file}`);
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    for (const source of map.sources) modules.add(resolve(join(out, file, '..'), source));
  }
  for (const chunk of chunks) for (const id of chunk.css) modules.add(id.replace(/\?.*$/, ''));
  measured[page] = {
    js: compressedSize(out, js).gzip,
    firstJs: compressedSize(
      out,
      js.filter((file) => first.has(file)),
    ).gzip,
    css: compressedSize(out, css).gzip,
    firstCss: compressedSize(
      out,
      css.filter((file) => firstCss.has(file)),
    ).gzip,
    chunks: js.length,
    modules: [...modules].map((path) => relative(scratch, path)),
  };
}

const base = measured.baseline;
const kb = (bytes) => (bytes / 1024).toFixed(2);
const labels = {
  baseline: 'React only (absolute)',
  'one-button': 'one Button',
  'ten-components': 'ten components',
  everything: 'everything + fragments',
};
console.log(
  `\n@pupitre/ui in a consumer's Vite ${VERSIONS.vite} build: gzip KB over a React-only page ` +
    `(${kb(base.js)} KB of JavaScript, no CSS)`,
);
const columns = [24, 8, 9, 9, 10, 7, 14];
const row = (...cells) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[i]) : cell.padStart(columns[i]))).join(' ');
console.log(row('page', 'JS', 'CSS', 'later JS', 'later CSS', 'chunks', 'budget JS/CSS'));
const failures = [];
for (const [page, result] of Object.entries(measured)) {
  const budget = budgets[page];
  const baseline = page === 'baseline' ? { firstJs: 0, firstCss: 0 } : base;
  // The first load over the baseline's, then what comes later (lazy chunks, on first use).
  const js = result.firstJs - baseline.firstJs;
  const css = result.firstCss - baseline.firstCss;
  console.log(
    row(
      labels[page],
      kb(js),
      kb(css),
      kb(result.js - result.firstJs),
      kb(result.css - result.firstCss),
      String(result.chunks),
      budget ? `${budget.js} / ${budget.css}` : '-',
    ),
  );
  if (!budget) continue;
  if (js > budget.js * 1024)
    failures.push(`${labels[page]}: ${kb(js)} KB of JavaScript on first load, over its ${budget.js} KB`);
  if (css > budget.css * 1024)
    failures.push(`${labels[page]}: ${kb(css)} KB of CSS on first load, over its ${budget.css} KB`);

  const found = new Set(result.modules.map(componentOf).filter(Boolean));
  const allowed = new Set([...budget.imports, ...budget.builtFrom]);
  for (const name of budget.imports)
    if (!found.has(name))
      failures.push(
        `${labels[page]}: ${name} not found in the output, so the contents check cannot be trusted`,
      );
  for (const name of [...found].sort())
    if (!allowed.has(name)) {
      const where = result.modules.filter((path) => componentOf(path) === name).map((path) => basename(path));
      failures.push(
        `${labels[page]}: holds ${name} (${where.join(', ')}), which the page does not use ` +
          `(if ${budget.imports.join('/')} now ${budget.imports.length === 1 ? 'needs' : 'need'} it, add it to builtFrom in scripts/size/ui-budgets.json)`,
      );
    }
  for (const pattern of budget.mustNotContain)
    for (const path of result.modules.filter((module) => module.includes(pattern)))
      failures.push(`${labels[page]}: holds ${path}, which it must not`);
}
console.log(
  'JS, CSS: the first load, which the budgets cap (as in `pnpm size`); later: chunks fetched on first ' +
    `use (a menu, the toast stack); chunks: JavaScript files in all. ${seconds()} in all.`,
);

if (failures.length > 0) {
  for (const line of failures) console.error(`Over budget or unexpected content: ${line}`);
  process.exit(1);
}
console.log('Within budgets, and no page holds a component it does not use.');
