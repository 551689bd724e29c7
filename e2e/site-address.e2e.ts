import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startProductionServer } from '../scripts/production-server.mjs';
import { expect, test } from './support/test';

let server: ChildProcess;
let base = '';
let dataDir = '';

// A server of its own, on an IP address and without SITE_EMAIL: the one the shared setup starts has one.
test.beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'pupitre-e2e-address-'));
  server = await startProductionServer({ port, dataDir });
  base = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('with PUBLIC_URL at an IP address and no SITE_EMAIL', () => {
  test('no page shows an address at 127.0.0.1, and the API has none to give', async ({ request }) => {
    const contact = await request.get(`${base}/api/contacto`);
    expect(await contact.json()).toEqual({ email: null });
    for (const path of ['/contact', '/terms', '/privacy', '/cookies', '/about', '/home']) {
      const html = await (await request.get(`${base}${path}`)).text();
      expect(html, path).not.toContain('@127.0.0.1');
      expect(html, path).not.toContain('mailto:');
    }
    const privacy = await (await request.get(`${base}/privacy`)).text();
    expect(privacy).toContain('Si tienes preguntas, escríbenos desde el formulario de contacto de Pupitre.');
  });

  test('the contact page leaves out the email card, in a browser too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/contact`);
    await expect(page.getByRole('heading', { name: 'Ubicación' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Correo electrónico' })).toHaveCount(0);
    await expect(page.getByText('@127.0.0.1')).toHaveCount(0);
    await context.close();
  });
});
