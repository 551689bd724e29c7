import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/select-rows';
import { startNewsletterApp } from '../../jobs/testing/newsletter-app';
import { type CapturedMail, startSmtpCapture } from '../../jobs/testing/smtp-capture';
import { login } from '../../test/actors';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let app: Awaited<ReturnType<typeof startNewsletterApp>>;
let adminToken: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await startNewsletterApp(smtp.url);
  adminToken = (await login(app.seeded, 'admin', 'Admin12345')).token;
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to === address);
const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const pathOf = (link: string) => new URL(link).pathname;

async function confirmationLinkFor(address: string): Promise<string> {
  await smtp.waitFor(() => mailsTo(address).length > 0);
  const link = mailsTo(address)[0]?.links.find((url) => url.includes('/newsletter/confirmar/'));
  if (!link) throw new Error('no confirmation link');
  return link;
}

async function subscribeAndConfirm(address: string): Promise<void> {
  await app.api.post('/api/newsletter', { email: address });
  const link = await confirmationLinkFor(address);
  await app.seeded.app.request(pathOf(link), { method: 'POST' });
}

function publish(titulo: string, enviarSuscriptores: boolean) {
  return app.api.post(
    '/api/publicaciones',
    {
      titulo,
      resumen: `Resumen de ${titulo}`,
      contenido: `<p>Primera parte de ${titulo}.</p><h2>Segunda parte</h2><p>Solo en el sitio.</p>`,
      categorias: [1],
      estado: 'publicado',
      enviarSuscriptores,
    },
    adminToken,
  );
}

describe('subscribing', () => {
  it('keeps the spec message, and mails a single-use confirmation link that works once', async () => {
    const answer = await app.api.post('/api/newsletter', { email: 'Lectora@Example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.detail).toBe('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.');
    const link = await confirmationLinkFor('lectora@example.com');
    const [mail] = mailsTo('lectora@example.com') as [CapturedMail];
    expect(mail.subject).toBe('Confirma tu suscripción a Pupitre');
    expect(mail.text).toContain('El enlace caduca en 48 horas.');
    expect(mail.html).toContain('Confirmar suscripción');
    expect(mail.html).toContain(link);

    const opened = await app.seeded.app.request(pathOf(link));
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('<button type="submit">Confirmar suscripción</button>');
    const [stillPending] = await selectRows<{ estado: string }>(
      app.database.db,
      sql`SELECT estado FROM suscripciones_newsletter WHERE email = 'lectora@example.com'`,
    );
    expect(stillPending?.estado).toBe('pendiente');

    const confirmed = await app.seeded.app.request(pathOf(link), { method: 'POST' });
    expect(await confirmed.text()).toContain(
      '¡Suscripción confirmada! Recibirás nuestros artículos en tu correo.',
    );
    const again = await app.seeded.app.request(pathOf(link), { method: 'POST' });
    expect(again.status).toBe(404);
    expect(await again.text()).toContain('El enlace no es válido o ha caducado.');
  });

  it('sends at most one confirmation an hour to an address, and answers the same for any address', async () => {
    const answers = [];
    for (const email of ['otra@example.com', 'OTRA@example.com', 'otra@example.com', 'lectora@example.com'])
      answers.push(await app.api.post('/api/newsletter', { email }));
    expect(new Set(answers.map((answer) => JSON.stringify([answer.status, answer.body])))).toHaveLength(1);
    await smtp.waitFor(() => mailsTo('otra@example.com').length > 0);
    await pause(1_500);
    expect(mailsTo('otra@example.com')).toHaveLength(1);
    // Confirmed already: nothing is sent, nothing is said.
    expect(mailsTo('lectora@example.com')).toHaveLength(1);

    // The hour is counted from the last confirmation sent: 59 minutes on, still none; 61, one more.
    const sentAgo = (minutes: number) =>
      app.database.db.execute(
        sql`UPDATE suscripciones_newsletter SET confirmacion_enviada_at = now() - make_interval(mins => ${minutes}) WHERE email = 'otra@example.com'`,
      );
    await sentAgo(59);
    expect(await app.api.post('/api/newsletter', { email: 'otra@example.com' })).toMatchObject({
      status: answers[0]?.status,
      body: answers[0]?.body,
    });
    await pause(1_000);
    expect(mailsTo('otra@example.com')).toHaveLength(1);
    await sentAgo(61);
    await app.api.post('/api/newsletter', { email: 'otra@example.com' });
    await smtp.waitFor(() => mailsTo('otra@example.com').length === 2);
  });

  it('refuses a link that expired', async () => {
    await app.api.post('/api/newsletter', { email: 'tarde@example.com' });
    const link = await confirmationLinkFor('tarde@example.com');
    await app.database.db.execute(
      sql`UPDATE suscripciones_newsletter SET confirmacion_expira = now() - interval '1 minute' WHERE email = 'tarde@example.com'`,
    );
    const answer = await app.api.post('/api/newsletter/confirmar', { token: pathOf(link).split('/').pop() });
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('El enlace no es válido o ha caducado.');
  });
});

describe('a post emailed on publish', () => {
  it('reaches confirmed subscribers only, once, with both bodies and the RFC 8058 headers', async () => {
    await subscribeAndConfirm('ana@example.com');
    await app.api.post('/api/newsletter', { email: 'sin-confirmar@example.com' });
    const saved = await publish('Aprender a leer', true);
    expect(saved.status).toBe(201);
    await smtp.waitFor(() => mailsTo('ana@example.com').some((mail) => mail.subject === 'Aprender a leer'));
    const mail = mailsTo('ana@example.com').find(
      (each) => each.subject === 'Aprender a leer',
    ) as CapturedMail;
    // The mail as the SMTP server took it, for the record (the issue asks for it in the closing note).
    console.log(
      [
        '[smtp capture] the post email to ana@example.com:',
        ...[
          'from',
          'to',
          'subject',
          'message-id',
          'list-unsubscribe',
          'list-unsubscribe-post',
          'content-type',
        ].map((name) => `  ${name}: ${mail.headers[name]}`),
        `  text/plain: ${mail.text.length} characters, text/html: ${mail.html.length} characters`,
        ...mail.text
          .trim()
          .split('\n')
          .map((line) => `  | ${line}`),
      ].join('\n'),
    );
    expect(mail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/baja\/[0-9a-f-]{36}>$/,
    );
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain('Aprender a leer');
    expect(mail.html).toContain('Primera parte de Aprender a leer.');
    expect(mail.html).not.toContain('Solo en el sitio.');
    expect(mail.text).toContain('Resumen de Aprender a leer');
    expect(mail.text).toContain(`http://localhost:3000/blog/${saved.body.id}`);
    expect(mail.html).toContain('Cancelar suscripción');
    expect(mail.links.some((link) => /\/newsletter\/baja\/[0-9a-f-]{36}$/.test(link))).toBe(true);

    await app.api.put(
      `/api/publicaciones/${saved.body.id}`,
      {
        titulo: 'Aprender a leer',
        contenido: '<p>Otra</p>',
        categorias: [1],
        estado: 'publicado',
        enviarSuscriptores: true,
      },
      adminToken,
    );
    await pause(2_000);
    expect(mailsTo('ana@example.com').filter((each) => each.subject === 'Aprender a leer')).toHaveLength(1);
    expect(
      mailsTo('sin-confirmar@example.com').filter((each) => each.subject === 'Aprender a leer'),
    ).toHaveLength(0);

    const stats = await app.api.get('/api/newsletter/envios', adminToken);
    expect(stats.body[0]).toMatchObject({
      ID_publicaciones: saved.body.id,
      destinatarios: 2,
      enviados: 2,
      fallidos: 0,
      pendientes: 0,
    });
    const named = await app.api.get(
      `/api/newsletter/envios?publicaciones=${saved.body.id},999999`,
      adminToken,
    );
    expect(named.body).toEqual([stats.body[0]]);
    expect((await app.api.get('/api/newsletter/envios?publicaciones=999999', adminToken)).body).toEqual([]);
    const refused = await app.api.get('/api/newsletter/envios?publicaciones=1,dos', adminToken);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Cada publicación debe ser un id entre 1 y 2147483647');
  });

  it('unsubscribes with the one-click POST, without a session, and sends that address nothing more', async () => {
    const mail = mailsTo('ana@example.com').find(
      (each) => each.subject === 'Aprender a leer',
    ) as CapturedMail;
    const oneClick = (mail.headers['list-unsubscribe'] ?? '').replace(/[<>]/g, '');
    const answer = await app.seeded.app.request(pathOf(oneClick), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      detail: 'Cancelaste tu suscripción. No recibirás más correos del newsletter.',
    });
    await publish('Segundo artículo', true);
    await smtp.waitFor(() =>
      mailsTo('lectora@example.com').some((each) => each.subject === 'Segundo artículo'),
    );
    expect(mailsTo('ana@example.com').filter((each) => each.subject === 'Segundo artículo')).toHaveLength(0);
  });

  it('sends nothing for a post saved without "Enviar a los suscriptores"', async () => {
    await publish('Sin correo', false);
    await pause(1_500);
    expect(smtp.mails.filter((each) => each.subject === 'Sin correo')).toHaveLength(0);
  });
});
