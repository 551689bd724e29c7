import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { startNewsletterApp } from '../../jobs/testing/newsletter-app';
import { login } from '../../test/actors';

let app: Awaited<ReturnType<typeof startNewsletterApp>>;
let adminToken: string;

beforeAll(async () => {
  // No subscriber is confirmed here, so no mail is ever sent to this address.
  app = await startNewsletterApp('smtp://127.0.0.1:9', 600_000, { cache: true });
  adminToken = (await login(app.seeded, 'admin', 'Admin12345')).token;
});
afterAll(async () => {
  await app?.close();
});

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function schedule(titulo: string, programadaPara: string, enviarSuscriptores = false) {
  return app.api.post(
    '/api/publicaciones',
    {
      titulo,
      resumen: `Resumen de ${titulo}`,
      contenido: `<p>Cuerpo de ${titulo}.</p>`,
      categorias: [2],
      estado: 'publicado',
      enviarSuscriptores,
      programadaPara,
    },
    adminToken,
  );
}

/** Everything a visitor could find the post by, each read twice so the response cache keeps it. */
async function visitorSees(id: number, word: string, title: string) {
  const read = async (path: string) => {
    await app.api.get(path);
    return app.api.get(path);
  };
  const text = async (path: string) => {
    await app.seeded.app.request(path);
    return (await app.seeded.app.request(path)).text();
  };
  const list = await read('/api/publicaciones?limite=50');
  const search = await read(`/api/publicaciones/search?term=${word}`);
  const post = await read(`/api/publicaciones/${id}`);
  const category = await read('/api/categorias/2/publicaciones');
  const sitemap = await text('/sitemap-publicaciones-1.xml');
  const rss = await text('/rss.xml');
  const ids = (rows: unknown) => (rows as { ID_publicaciones: number }[]).map((row) => row.ID_publicaciones);
  return {
    list: ids(list.body).includes(id),
    search: ids(search.body).includes(id),
    post: post.status === 200,
    category: ids(category.body).includes(id),
    sitemap: sitemap.includes(`/blog/${id}<`),
    rss: rss.includes(title),
  };
}

const nowhere = { list: false, search: false, post: false, category: false, sitemap: false, rss: false };
const everywhere = { list: true, search: true, post: true, category: true, sitemap: true, rss: true };

/** Polls the post's page as a visitor; resolves with how long after `at` it first answered 200. */
async function msUntilVisible(id: number, at: string, giveUpMs = 15_000): Promise<number> {
  const until = Date.now() + giveUpMs;
  while (Date.now() < until) {
    if ((await app.api.get(`/api/publicaciones/${id}`)).status === 200) return Date.now() - Date.parse(at);
    await pause(100);
  }
  return Number.POSITIVE_INFINITY;
}

async function scheduledIds() {
  const answer = await app.api.get('/api/publicaciones/programadas', adminToken);
  expect(answer.status).toBe(200);
  return (answer.body.publicaciones as unknown as { ID_publicaciones: number }[]).map(
    (row) => row.ID_publicaciones,
  );
}

describe('a scheduled post', () => {
  it('is invisible to visitors everywhere until its time, and everywhere within 5 s after it', async () => {
    // A published post first, so the lists and feeds exist and are kept in the cache.
    await app.api.post(
      '/api/publicaciones',
      { titulo: 'Ya publicada', contenido: '<p>Visible.</p>', categorias: [2], estado: 'publicado' },
      adminToken,
    );
    const at = inSeconds(3);
    const saved = await schedule('Zarigüeya madrugadora', at);
    expect(saved.status).toBe(201);
    expect(saved.body.detail).toBe('¡Post programado correctamente!');
    const id = saved.body.ID_publicaciones as number;

    expect(await visitorSees(id, 'zarigueya', 'Zarigüeya madrugadora')).toEqual(nowhere);
    const listed = await app.api.get('/api/publicaciones/programadas', adminToken);
    expect(listed.body).toEqual({
      zonaHoraria: 'America/Mexico_City',
      publicaciones: [
        {
          ID_publicaciones: id,
          Titulo: 'Zarigüeya madrugadora',
          programadaPara: new Date(at).toISOString(),
          enviarSuscriptores: false,
        },
      ],
    });
    const asAdmin = await app.api.get(`/api/publicaciones/${id}`, adminToken);
    expect(asAdmin.body.Estado).toBe('borrador');

    const late = await msUntilVisible(id, at);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(5_000);
    await app.seeded.cache.changes.settled();
    expect(await visitorSees(id, 'zarigueya', 'Zarigüeya madrugadora')).toEqual(everywhere);
    expect(await scheduledIds()).not.toContain(id);
  });

  it('stays a draft once its schedule is cancelled, and a second cancel finds nothing', async () => {
    const at = inSeconds(2);
    const id = (await schedule('Cancelada a tiempo', at)).body.ID_publicaciones as number;
    const cancelled = await app.api.del(`/api/publicaciones/programadas/${id}`, adminToken);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.detail).toBe('Programación cancelada. La publicación sigue como borrador.');
    expect(await scheduledIds()).not.toContain(id);

    await pause(Date.parse(at) - Date.now() + 2_000);
    expect((await app.api.get(`/api/publicaciones/${id}`)).status).toBe(404);
    const again = await app.api.del(`/api/publicaciones/programadas/${id}`, adminToken);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Esta publicación no está programada.');
  });

  it('is published at its new time once rescheduled, not at the old one', async () => {
    const id = (await schedule('Reprogramada', inSeconds(2))).body.ID_publicaciones as number;
    const later = inSeconds(5);
    const moved = await app.api.put(
      `/api/publicaciones/programadas/${id}`,
      { programadaPara: later, enviarSuscriptores: true },
      adminToken,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.detail).toBe('Programación actualizada.');
    const listed = await app.api.get('/api/publicaciones/programadas', adminToken);
    expect(listed.body.publicaciones).toContainEqual({
      ID_publicaciones: id,
      Titulo: 'Reprogramada',
      programadaPara: new Date(later).toISOString(),
      enviarSuscriptores: true,
    });

    await pause(Date.parse(later) - Date.now() - 1_000);
    expect((await app.api.get(`/api/publicaciones/${id}`)).status).toBe(404);
    const late = await msUntilVisible(id, later);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(5_000);
  });

  it('refuses a time in the past by its field, and a post that is not scheduled', async () => {
    const id = (await schedule('Sin pasado', inSeconds(120))).body.ID_publicaciones as number;
    const past = await app.api.put(
      `/api/publicaciones/programadas/${id}`,
      { programadaPara: inSeconds(-60) },
      adminToken,
    );
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([
      {
        field: 'programadaPara',
        message: 'La fecha de publicación debe ser futura.',
        msg: 'La fecha de publicación debe ser futura.',
      },
    ]);
    const garbage = await app.api.put(
      `/api/publicaciones/programadas/${id}`,
      { programadaPara: 'mañana' },
      adminToken,
    );
    expect(garbage.status).toBe(400);
    expect((garbage.body.errors as unknown as { field: string }[])[0]?.field).toBe('programadaPara');
    const notScheduled = await app.api.put(
      '/api/publicaciones/programadas/1',
      { programadaPara: inSeconds(60) },
      adminToken,
    );
    expect(notScheduled.status).toBe(404);
    expect(notScheduled.body.detail).toBe('Esta publicación no está programada.');
  });

  it('is listed, cancelled and moved by administrators only', async () => {
    expect((await app.api.get('/api/publicaciones/programadas')).status).toBe(401);
    expect((await app.api.del('/api/publicaciones/programadas/1')).status).toBe(401);
  });
});

describe('SITE_TIME_ZONE', () => {
  it('defaults to Mexico City, takes an IANA zone, and refuses anything else', () => {
    expect(parseEnv({}).SITE_TIME_ZONE).toBe('America/Mexico_City');
    expect(parseEnv({ SITE_TIME_ZONE: 'Europe/Madrid' }).SITE_TIME_ZONE).toBe('Europe/Madrid');
    expect(() => parseEnv({ SITE_TIME_ZONE: 'Marte/Olimpo' })).toThrow(/SITE_TIME_ZONE/);
  });
});
