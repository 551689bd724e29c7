#!/usr/bin/env node
// pnpm bench:typing:page: the same measure as bench:typing, on the whole editor page an author uses:
// the production server (embedded database in a temporary folder), signed in as the administrator,
// /admin/post/edit/{id} of a draft of 50 and of 5,000 words, and of 50 words with a new photo as its
// cover (chosen in the editor, so the page holds its data URL). Everything the page does per keystroke
// counts: the form, the 300 ms copy in this browser and the server autosave of the draft. Beside each
// figure, a plain contenteditable holding the same paragraphs (the browser's own cost of a keystroke,
// measured in the same run).
// Run after `pnpm build`. Prints figures; asserts nothing. Out of CI: about a minute.
// Usage: pnpm bench:typing:page [characters] [--profile | --trace]   (writes .tmp/typing-page-*.trace.json, .cpuprofile)
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../../chromium.config.mjs';
import { freePort, startProductionServer, storeSession } from '../production-server.mjs';
import { CHARACTERS, KEY_DELAY_MS, measure, RECORDING, SETTLE_MS, TARGET_MS } from './typing-trace.mjs';

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

/** The same paragraphs in a bare contenteditable, no script at all. */
const referenceOf = (words) => async (page) =>
  page.setContent(
    `<!doctype html><html lang="es"><head><meta charset="utf-8"></head><body>` +
      `<div contenteditable="true" role="textbox" aria-label="Contenido" style="min-height:600px">` +
      `${bodyOf(words)}</div></body></html>`,
  );

/**
 * A photo as a phone takes it: a 3,000 × 2,000 JPEG of a few megabytes (gradients under grain, which
 * JPEG cannot squeeze away), drawn by the browser itself.
 */
async function photoOf(browser) {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(3000, 2000);
    const context = canvas.getContext('2d');
    const ground = context.createLinearGradient(0, 0, 3000, 2000);
    ground.addColorStop(0, '#4a7bb0');
    ground.addColorStop(0.5, '#d9c38c');
    ground.addColorStop(1, '#2f5a2a');
    context.fillStyle = ground;
    context.fillRect(0, 0, 3000, 2000);
    const pixels = context.getImageData(0, 0, 3000, 2000);
    for (let index = 0; index < pixels.data.length; index += 1) {
      if (index % 4 !== 3) pixels.data[index] += Math.round((Math.random() - 0.5) * 40);
    }
    context.putImageData(pixels, 0, 0);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer(),
    );
    let binary = '';
    for (let start = 0; start < bytes.length; start += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
    return btoa(binary);
  });
  await page.close();
  return Buffer.from(base64, 'base64');
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
  // The embedded database starts slowly on a machine busy with other work.
  timeoutMs: 180_000,
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
  const photo = await photoOf(browser);
  // The same, with the photo chosen as the cover; its own autosave is over before the typing starts.
  const openWithCover = (id) => async (page) => {
    await openDraft(id)(page);
    await page.getByLabel('Seleccionar imagen').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByRole('img', { name: 'Vista previa de la portada' }).waitFor();
    await page.getByText('Borrador guardado a las').waitFor({ timeout: 15_000 });
  };
  console.log(`Typing ${CHARACTERS} characters, one every ${KEY_DELAY_MS} ms, plus ${SETTLE_MS} ms after`);
  console.log(
    'main-thread CPU (thread time of top-level tasks) per character on /admin/post/edit/{id}, in ms',
  );
  if (RECORDING) mkdirSync(join(root, '.tmp'), { recursive: true });
  console.log(`photo cover: a ${(photo.length / 1_048_576).toFixed(1)} MB JPEG, 3,000 × 2,000`);
  console.log('document                  whole page   plain contenteditable   target');
  for (const [label, words, open, name] of [
    ['short post (50 words)', 50, openDraft, 'short'],
    ['long post (5,000 words)', 5000, openDraft, 'long'],
    ['50 words, photo cover', 50, openWithCover, 'cover'],
  ]) {
    const profileOf = (kind) =>
      RECORDING ? join(root, '.tmp', `typing-page-${kind}.cpuprofile`) : undefined;
    const result = await measure(browser, open(await draftOf(words)), { profile: profileOf(name) });
    const reference = await measure(browser, referenceOf(words), { profile: profileOf(`${name}-reference`) });
    const verdict = result.perCharacter <= TARGET_MS ? 'met' : 'missed';
    console.log(
      [
        label.padEnd(24),
        result.perCharacter.toFixed(2).padStart(11),
        reference.perCharacter.toFixed(2).padStart(23),
        `   ≤ ${TARGET_MS} ${verdict}`,
      ].join(' '),
    );
  }
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
