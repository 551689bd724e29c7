#!/usr/bin/env node
// pnpm bench:typing:page: the same measure as bench:typing, on the whole editor page an author uses:
// the production server (embedded database in a temporary folder), signed in as the administrator,
// /admin/post/edit/{id} of a draft of 50 and of 5,000 words. Everything the page does per keystroke
// counts: the form, the 300 ms copy in this browser and the server autosave of the draft.
// Run after `pnpm build`. Prints figures; asserts nothing. Out of CI: about a minute.
// Usage: pnpm bench:typing:page [characters]
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../../chromium.config.mjs';
import { freePort, startProductionServer, storeSession } from '../production-server.mjs';
import { CHARACTERS, KEY_DELAY_MS, measure, SETTLE_MS, TARGET_MS } from './typing-trace.mjs';

const root = join(import.meta.dirname, '..', '..');
const ADMIN = { username: 'bench-admin', password: 'Bench-Typing-2026!' };
const WORDS = 'la clase de hoy repasa los apuntes del tema con ejemplos sencillos para estudiar mejor'.split(
  ' ',
);

if (!existsSync(join(root, 'apps/api/dist/index.js')) || !existsSync(join(root, 'apps/site/dist'))) {
  console.error('No production build: run `pnpm build` first.');
  process.exit(1);
}

/** `count` words of Spanish-looking text, a paragraph every hundred. */
function bodyOf(count) {
  const paragraphs = [];
  for (let start = 0; start < count; start += 100) {
    const length = Math.min(100, count - start);
    paragraphs.push(Array.from({ length }, (_, index) => WORDS[(start + index) % WORDS.length]).join(' '));
  }
  return paragraphs.map((text) => `<p>${text}</p>`).join('\n');
}

async function api(base, path, body, token) {
  const answer = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-typing-page-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startProductionServer({
  port,
  dataDir,
  env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const tokens = await api(base, '/auth/token/', ADMIN);
  const draftOf = async (words) => {
    const post = await api(
      base,
      '/publicaciones',
      {
        titulo: `Borrador de ${words} palabras`,
        contenido: bodyOf(words),
        estado: 'borrador',
        categorias: [1],
      },
      tokens.access,
    );
    return post.ID_publicaciones ?? post.id;
  };
  // Signed in as the site keeps a session, then the draft's edit page.
  const openDraft = (id) => async (page) => {
    await page.goto(`${base}/home`);
    await page.evaluate(storeSession, tokens);
    await page.goto(`${base}/admin/post/edit/${id}`);
    await page.getByRole('textbox', { name: 'Contenido' }).waitFor();
  };
  console.log(`Typing ${CHARACTERS} characters, one every ${KEY_DELAY_MS} ms, plus ${SETTLE_MS} ms after`);
  console.log(
    'main-thread CPU (thread time of top-level tasks) per character on /admin/post/edit/{id}, in ms',
  );
  console.log('document                  whole page   target');
  for (const [label, words] of [
    ['short post (50 words)', 50],
    ['long post (5,000 words)', 5000],
  ]) {
    const result = await measure(browser, openDraft(await draftOf(words)));
    const verdict = result.perCharacter <= TARGET_MS ? 'met' : 'missed';
    console.log(
      `${label.padEnd(24)} ${result.perCharacter.toFixed(2).padStart(10)}   ≤ ${TARGET_MS} ${verdict}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
