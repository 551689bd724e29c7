#!/usr/bin/env node
// pnpm size:editor: the compressed JavaScript of the post editor's route (/admin/post/new and
// /admin/post/edit/{id}) in the production build: its first load, the part of it that no reading page
// loads, and the HTML code editor (CodeMirror) fetched only when the author switches to HTML mode.
// Prints figures; no budget (e2e/admin.e2e.ts checks that a reader never downloads these chunks).
// Run after `pnpm build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSize } from './compressed-size.mjs';
import { firstLoadFiles } from './first-load.mjs';

const dist = join(import.meta.dirname, '..', '..', 'apps', 'site', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const { pages } = JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8'));
const EDITOR = 'src/pages/admin/editor/PostEditorPage.tsx';
const HTML_MODE = 'src/editor/html/HtmlCodeEditor.tsx';

const editor = firstLoadFiles(manifest, EDITOR).js;
const reading = new Set(Object.values(pages).flatMap(({ module }) => firstLoadFiles(manifest, module).js));
const editorOnly = editor.filter((file) => !reading.has(file));
const htmlMode = firstLoadFiles(manifest, HTML_MODE).js.filter((file) => !editor.includes(file));

const row = (label, files) => {
  const { gzip, brotli } = compressedSize(dist, files);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  console.log(`${label.padEnd(46)} ${kb(gzip)} gzip ${kb(brotli)} brotli  (${files.length} files)`);
};

console.log('Compressed JavaScript of the post editor route');
row('first load (the shell, Slate and the editor)', editor);
row('  of which no reading page loads', editorOnly);
row('HTML mode, on demand (CodeMirror)', htmlMode);
