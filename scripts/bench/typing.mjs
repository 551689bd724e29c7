#!/usr/bin/env node
// pnpm bench:typing: main-thread CPU time per typed character in the post editor (simple mode), on a
// short post and on a 5,000-word one, beside a plain contenteditable holding the same text (the
// browser's own cost of a keystroke, measured in the same run). The real RichTextEditor is built by
// Vite in production mode into a page of its own (no API, no database), opened in Chromium through
// Playwright, and typed into one key at a time while a Chromium trace records; the figure is the
// thread time (tdur) of the renderer main thread's top-level tasks over the typing and one second
// after it (deferred work such as the word count included), divided by the characters typed.
// Prints figures; asserts nothing. Out of CI: about a minute.
// Usage: pnpm bench:typing [characters] [--profile | --trace]   (writes .tmp/typing-*.trace.json, .cpuprofile)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, runnerImport } from 'vite';
import { chromiumFlags, chromiumPath } from '../../chromium.config.mjs';
import { CHARACTERS, KEY_DELAY_MS, measure, RECORDING, SETTLE_MS, TARGET_MS } from './typing-trace.mjs';

const root = join(import.meta.dirname, '..', '..');
const site = join(root, 'apps/site');

const WORDS =
  'la clase de hoy repasa los apuntes del tema con ejemplos sencillos para estudiar mejor cada tarde'.split(
    ' ',
  );

/** `count` words of Spanish-looking text in paragraphs of a hundred. */
function paragraphTexts(count) {
  const texts = [];
  for (let start = 0; start < count; start += 100) {
    const length = Math.min(100, count - start);
    texts.push(Array.from({ length }, (_, index) => WORDS[(start + index) % WORDS.length]).join(' '));
  }
  return texts;
}

// The page: the real editor, as the post form mounts it, on a document of ?words=N words.
const ENTRY_ID = 'virtual:typing-bench-entry';
const entrySource = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '@pupitre/ui';
import { RichTextEditor } from ${JSON.stringify(join(site, 'src/editor/RichTextEditor.tsx'))};
const WORDS = ${JSON.stringify(WORDS)};
${paragraphTexts.toString()}
const words = Number(new URLSearchParams(location.search).get('words') ?? 50);
const initialValue = paragraphTexts(words).map((text) => ({ type: 'paragraph', children: [{ text }] }));
// As the post form does: the latest document is kept, nothing is done with it per keystroke.
const content = { latest: initialValue };
createRoot(document.getElementById('app')).render(
  createElement(ThemeProvider, null, createElement(RichTextEditor, { initialValue, onChange: (d) => { content.latest = d; } })),
);
`;

// The entry is given a path inside apps/site (no such file exists), so that its bare imports such as
// '@pupitre/ui' resolve from the site's dependencies, as they do for the site's own modules.
const ENTRY_PATH = join(site, 'src', 'typing-bench-entry.js');

function virtualEntry() {
  return {
    name: 'typing-bench-entry',
    resolveId: (id) => (id === ENTRY_ID ? ENTRY_PATH : undefined),
    load: (id) => (id === ENTRY_PATH ? entrySource : undefined),
  };
}

async function buildEditorPage(outDir) {
  // The site reads @pupitre/ui from its TypeScript source, as its own build does (a TypeScript module,
  // hence Vite's runner to load it).
  const { module: fromSource } = await runnerImport(join(root, 'packages/ui/build/from-source.ts'));
  await build({
    configFile: false,
    root: site,
    logLevel: 'error',
    mode: 'production',
    plugins: [
      react(),
      vanillaExtractPlugin({ unstable_pluginFilter: fromSource.keepUiFromSource }),
      fromSource.uiFromSource(),
      virtualEntry(),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      rollupOptions: { input: ENTRY_ID },
    },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const styles = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  writeFileSync(
    join(outDir, 'editor.html'),
    `<!doctype html><html lang="es"><head><meta charset="utf-8">${styles}</head>` +
      `<body><div id="app"></div><script type="module" src="/${entry.file}"></script></body></html>`,
  );
  // The reference: the same paragraphs in a bare contenteditable, no script at all.
  const reference = (words) =>
    `<!doctype html><html lang="es"><head><meta charset="utf-8"></head><body>` +
    `<div contenteditable="true" role="textbox" aria-label="Contenido" style="min-height:600px">` +
    paragraphTexts(words)
      .map((text) => `<p>${text}</p>`)
      .join('') +
    '</div></body></html>';
  writeFileSync(join(outDir, 'reference-short.html'), reference(50));
  writeFileSync(join(outDir, 'reference-long.html'), reference(5000));
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

function serve(dir) {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    try {
      const body = readFileSync(join(dir, path));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const outDir = mkdtempSync(join(tmpdir(), 'pupitre-typing-'));
const server = await serve(outDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  await buildEditorPage(outDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const rows = [
    ['short post (50 words)', `${base}/editor.html?words=50`, `${base}/reference-short.html`, 'short'],
    ['long post (5,000 words)', `${base}/editor.html?words=5000`, `${base}/reference-long.html`, 'long'],
  ];
  if (RECORDING) mkdirSync(join(root, '.tmp'), { recursive: true });
  const profileOf = (kind) => (RECORDING ? join(root, '.tmp', `typing-${kind}.cpuprofile`) : undefined);
  console.log(`Typing ${CHARACTERS} characters, one every ${KEY_DELAY_MS} ms, plus ${SETTLE_MS} ms after`);
  console.log('main-thread CPU (thread time of top-level tasks) per character, in ms');
  console.log('document                  editor   plain contenteditable   target');
  for (const [label, editorUrl, referenceUrl, name] of rows) {
    const editor = await measure(browser, editorUrl, { profile: profileOf(name) });
    const reference = await measure(browser, referenceUrl, { profile: profileOf(`${name}-reference`) });
    const verdict = editor.perCharacter <= TARGET_MS ? 'met' : 'missed';
    console.log(
      [
        label.padEnd(24),
        editor.perCharacter.toFixed(2).padStart(7),
        reference.perCharacter.toFixed(2).padStart(23),
        `   ≤ ${TARGET_MS} ${verdict}`,
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  server.close();
  rmSync(outDir, { recursive: true, force: true });
}
