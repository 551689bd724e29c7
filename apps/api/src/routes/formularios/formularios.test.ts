import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajesContacto, suscripcionesNewsletter } from '../../db/schema';
import { client } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
});
afterAll(() => seeded.database.close());

const message = {
  nombre: 'Rosa',
  email: 'rosa@example.com',
  asunto: 'Duda',
  mensaje: '¿Aceptan artículos invitados?',
};

describe('GET /api/contacto', () => {
  it("answers the address on the public URL's domain, or SITE_EMAIL when it is set, and none for localhost", async () => {
    // contacto@localhost reaches no one: the pages then leave the address out.
    expect((await api.get('/api/contacto')).body).toEqual({ email: null });
    const configured = await createSeededApp(false, {
      publicUrl: 'https://www.pupitre.mx',
      siteEmail: 'hola@pupitre.mx',
    });
    const derived = await createSeededApp(false, { publicUrl: 'https://www.pupitre.mx' });
    try {
      expect((await client(configured).get('/api/contacto')).body).toEqual({ email: 'hola@pupitre.mx' });
      expect((await client(derived).get('/api/contacto')).body).toEqual({ email: 'contacto@pupitre.mx' });
    } finally {
      await Promise.all([configured.database.close(), derived.database.close()]);
    }
  });
});

describe('POST /api/contacto', () => {
  it('stores the message and promises a reply within 48 hours', async () => {
    const answer = await api.post('/api/contacto', message);
    expect(answer.status).toBe(201);
    expect(answer.body.detail).toBe(
      'Mensaje enviado correctamente. Te responderemos en un plazo de 48 horas.',
    );
    const [stored] = await seeded.database.db.select().from(mensajesContacto);
    expect(stored).toMatchObject(message);
  });

  it('refuses missing fields with Spanish messages and stores nothing', async () => {
    const before = (await seeded.database.db.select({ n: count() }).from(mensajesContacto))[0]?.n;
    const answer = await api.post('/api/contacto', { ...message, nombre: '', email: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'nombre', message: 'El nombre es requerido', msg: 'El nombre es requerido' },
      {
        field: 'email',
        message: 'Ingresa un correo electrónico válido',
        msg: 'Ingresa un correo electrónico válido',
      },
    ]);
    expect((await seeded.database.db.select({ n: count() }).from(mensajesContacto))[0]?.n).toBe(before);
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes once, even when asked twice', async () => {
    for (const email of ['lector@example.com', 'LECTOR@example.com']) {
      const answer = await api.post('/api/newsletter', { email });
      expect(answer.status).toBe(200);
      expect(answer.body.detail).toBe('¡Gracias por suscribirte! Recibirás nuestros artículos en tu correo.');
    }
    expect((await seeded.database.db.select({ n: count() }).from(suscripcionesNewsletter))[0]?.n).toBe(1);
  });

  it('refuses an invalid email', async () => {
    expect((await api.post('/api/newsletter', { email: 'no' })).status).toBe(400);
  });
});
