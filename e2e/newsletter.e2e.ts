import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startSmtpCapture } from '../apps/api/src/jobs/testing/smtp-capture';
import { freePort, startProductionServer, storeSession } from '../scripts/production-server.mjs';
import { ADMIN } from './support/accounts';
import { expect, test } from './support/test';

const READER = 'lectora.e2e@example.org';
const FIRST = 'Cuaderno de verano para lectores';
const SECOND = 'Un segundo artículo que no le llega';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: ChildProcess;
let base = '';
let dataDir = '';

// A server of its own that sends its mail to an SMTP server this file starts and reads.
test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  const port = await freePort();
  dataDir = mkdtempSync(join(tmpdir(), 'pupitre-e2e-newsletter-'));
  server = await startProductionServer({
    port,
    dataDir,
    env: { SMTP_URL: smtp.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  });
  base = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  if (server) await new Promise((resolve) => server.once('exit', resolve));
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to === address);
const live = async (page: Page, path: string) => {
  await page.goto(`${base}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
};

async function signInAsAdmin(page: Page) {
  const answer = await page.request.post(`${base}/api/auth/token/`, { data: ADMIN });
  expect(answer.ok()).toBe(true);
  await live(page, '/home');
  await page.evaluate(storeSession, await answer.json());
  return ((await answer.json()) as { access: string }).access;
}

test('subscribe, confirm, receive a post, unsubscribe in one click, receive nothing more', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Step 1: the footer box, on any page.
  await live(page, '/home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('textbox', { name: 'Tu correo' }).fill(READER);
  await footer.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(
    footer.getByText('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.', { exact: true }),
  ).toBeVisible();
  await expect(
    footer.getByText(
      'Revisa tu bandeja de entrada y confirma tu suscripción con el enlace que te enviamos.',
      { exact: true },
    ),
  ).toBeVisible();

  // Step 2: the link in the confirmation mail.
  await smtp.waitFor(() => mailsTo(READER).length > 0);
  const confirmation = mailsTo(READER)[0];
  expect(confirmation?.subject).toBe('Confirma tu suscripción a Pupitre');
  const link = confirmation?.links.find((url) => url.includes('/newsletter/confirmar/')) ?? '';
  expect(link.startsWith(`${base}/newsletter/confirmar/`)).toBe(true);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirmar suscripción' }).click();
  await expect(
    page.getByText('¡Suscripción confirmada! Recibirás nuestros artículos en tu correo.'),
  ).toBeVisible();

  // Step 3: the admin ticks "Enviar a los suscriptores" (never ticked by default) and publishes.
  const token = await signInAsAdmin(page);
  await live(page, '/admin/post/new');
  await page.getByRole('textbox', { name: 'Titulo del post' }).fill(FIRST);
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Técnicas de Estudio', exact: true }).click();
  await page.getByRole('textbox', { name: 'Contenido' }).click();
  await page.keyboard.type('Un cuaderno para cada semana del verano.');
  const send = page.getByRole('checkbox', { name: 'Enviar a los suscriptores' });
  await expect(send).not.toBeChecked();
  await send.check();
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('¡Post publicado correctamente!', { exact: true }).first()).toBeVisible();

  // Step 4: the post's mail, with both bodies and both unsubscribe headers.
  await smtp.waitFor(() => mailsTo(READER).some((mail) => mail.subject === FIRST));
  const postMail = mailsTo(READER).find((mail) => mail.subject === FIRST);
  expect(postMail?.text).toContain('Un cuaderno para cada semana del verano.');
  expect(postMail?.html).toContain('Un cuaderno para cada semana del verano.');
  expect(postMail?.html).toContain('Cancelar suscripción');
  const oneClick = (postMail?.headers['list-unsubscribe'] ?? '').replace(/^<|>$/g, '');
  expect(oneClick).toMatch(new RegExp(`^${base}/api/newsletter/baja/[0-9a-f-]{36}$`));
  expect(postMail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

  // Step 5: the mail client's one-click POST, without a session.
  const unsubscribed = await page.request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(unsubscribed.status()).toBe(200);
  expect(await unsubscribed.json()).toEqual({
    detail: 'Cancelaste tu suscripción. No recibirás más correos del newsletter.',
  });

  // Step 6: the next post goes out, and not to that address.
  const second = await page.request.post(`${base}/api/publicaciones`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      titulo: SECOND,
      contenido: '<p>Nada más.</p>',
      categorias: [2],
      estado: 'publicado',
      enviarSuscriptores: true,
    },
  });
  expect(second.status()).toBe(201);
  const secondId = ((await second.json()) as { id: number }).id;
  await expect
    .poll(
      async () => {
        const stats = await page.request.get(`${base}/api/newsletter/envios`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const rows = (await stats.json()) as { ID_publicaciones: number; terminado: string | null }[];
        return rows.find((row) => row.ID_publicaciones === secondId)?.terminado ?? null;
      },
      { timeout: 20_000 },
    )
    .not.toBeNull();
  expect(mailsTo(READER).filter((mail) => mail.subject === SECOND)).toEqual([]);
});

test('without scripts, a category page’s box subscribes: the Spanish message first, then the thanks and the mail', async ({
  browser,
}) => {
  const address = 'sin.scripts@example.org';
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'es-MX' });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/categoria/2`);
    const box = page.getByRole('region', { name: 'Suscríbete al newsletter' });
    await box.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page).toHaveURL(`${base}/categoria/2`);
    await expect(box.getByText('Ingresa un correo electrónico válido')).toBeVisible();
    await expect(box.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('no-es-un-correo');
    // The footer's box, on the same page, was not the one posted.
    await expect(page.getByRole('contentinfo').getByText('Ingresa un correo electrónico válido')).toHaveCount(
      0,
    );

    await box.getByRole('textbox', { name: 'Correo electrónico' }).fill(address);
    await box.getByRole('button', { name: 'Suscribirme' }).click();
    await expect(page).toHaveURL(`${base}/categoria/2`);
    await expect(
      box.getByText('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.', { exact: true }),
    ).toBeVisible();
    await smtp.waitFor(() => mailsTo(address).length > 0);
    expect(mailsTo(address)[0]?.subject).toBe('Confirma tu suscripción a Pupitre');
  } finally {
    await context.close();
  }
});
