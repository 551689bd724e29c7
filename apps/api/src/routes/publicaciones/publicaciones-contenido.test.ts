import { setTimeout as sleep } from 'node:timers/promises';
import { AUTOSAVE_ORIGIN } from '@pupitre/data';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_NESTING_DEPTH, NestingTooDeepError, sanitisePostHtml } from '../../content/sanitise-post-html';
import { publicaciones, publicacionesRevisiones } from '../../db/schema';
import { type Actor, ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { MAX_BODY_BYTES, postBodyMessages } from './publicaciones-contenido.writes';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
});
afterAll(() => seeded.database.close());

const post = (contenido: string) => ({ titulo: 'Cuerpo en el límite', contenido, categorias: [1] });

/** Exactly `bytes` bytes of HTML as sent: 'ñ' takes two bytes, so characters are not what is counted. */
function bodyOf(bytes: number): string {
  const text = 'ñ'.repeat(Math.floor((bytes - 7) / 2));
  return `<p>${text}${'a'.repeat(bytes - 7 - 2 * text.length)}</p>`;
}

async function publish(contenido = '<p>Antes</p>'): Promise<number> {
  const answer = await api.post('/api/publicaciones', post(contenido), admin.token);
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

async function postCount() {
  return (await seeded.database.db.select({ n: count() }).from(publicaciones))[0]?.n ?? 0;
}

async function revisionCount(id: number) {
  const [row] = await seeded.database.db
    .select({ n: count() })
    .from(publicacionesRevisiones)
    .where(eq(publicacionesRevisiones.publicacionId, id));
  return row?.n ?? 0;
}

function expectTooLarge(answer: Awaited<ReturnType<typeof api.post>>) {
  expect(answer.status).toBe(413);
  expect(answer.body.detail).toBe('El contenido de la publicación supera el tamaño máximo permitido (1 MB).');
  expect(answer.body.errors).toEqual([
    { field: 'contenido', message: postBodyMessages.tooLarge, msg: postBodyMessages.tooLarge },
  ]);
}

describe('a post body past 1 MB of HTML', () => {
  it('is refused with a Spanish 413 on create, from-html, update and autosave, and nothing is stored', async () => {
    const id = await publish();
    const posts = await postCount();
    const revisions = await revisionCount(id);
    const tooLarge = bodyOf(MAX_BODY_BYTES + 1);

    expectTooLarge(await api.post('/api/publicaciones', post(tooLarge), admin.token));
    expectTooLarge(
      await api.post(
        '/api/publicaciones/from-html',
        { titulo: 'Desde HTML', htmlContent: tooLarge, categorias: [1] },
        admin.token,
      ),
    );
    expectTooLarge(await api.put(`/api/publicaciones/${id}`, post(tooLarge), admin.token));
    expectTooLarge(
      await api.put(
        `/api/publicaciones/${id}?origen=${AUTOSAVE_ORIGIN}`,
        { ...post(tooLarge), estado: 'borrador' },
        admin.token,
      ),
    );

    expect(await postCount()).toBe(posts);
    expect(await revisionCount(id)).toBe(revisions);
    expect((await api.get(`/api/publicaciones/${id}`)).body.Contenido).toBe('<p>Antes</p>');
  });

  it('is refused when a kept version that large is restored', async () => {
    const id = await publish();
    const [kept] = await seeded.database.db
      .insert(publicacionesRevisiones)
      .values({
        publicacionId: id,
        kind: 'update',
        titulo: 'Guardada antes del límite',
        categorias: [1],
        contenido: bodyOf(MAX_BODY_BYTES + 1),
      })
      .returning({ id: publicacionesRevisiones.id });
    const restore = `/api/publicaciones/${id}/revisiones/${kept?.id}/restaurar`;
    expectTooLarge(await api.post(restore, undefined, admin.token));
  });

  it('is stored at exactly 1 MB', async () => {
    const body = bodyOf(MAX_BODY_BYTES);
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const id = await publish(body);
    expect((await api.get(`/api/publicaciones/${id}`)).body.Contenido).toBe(body);
  });
});

describe('a post body nested deeper than the sanitiser allows', () => {
  it('is refused with a Spanish 400 naming the body, without parsing the rest', async () => {
    // 100,000 unclosed divs: 500 KB, within the size limit.
    const answer = await api.post('/api/publicaciones', post('<div>'.repeat(100_000)), admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(
      'El contenido de la publicación tiene demasiados elementos anidados (máximo 256 niveles).',
    );
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'contenido' })]);
  });
});

/** The longest the event loop went without running a 5 ms timer while `work` ran. */
async function longestPause(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  };
  const timer = setInterval(tick, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
    tick();
  }
  return longest;
}

describe('a megabyte body', () => {
  it('is sanitised while the server goes on answering other requests', async () => {
    // Styled elements, each style parsed, and a nesting too deep at the very end: the sanitiser reads the
    // whole megabyte, then the save is refused, so the database (on this thread under PGlite) does nothing.
    const span = '<span style="color:#0b4444;font-size:18px;margin:1px 2px;padding:0"></span>';
    const deepEnd = '<div>'.repeat(MAX_NESTING_DEPTH + 1);
    const body = span.repeat(Math.floor((MAX_BODY_BYTES - deepEnd.length) / span.length)) + deepEnd;
    // The reference, measured in this run: how long the same body holds the event loop when inline.
    const inline = await longestPause(async () => {
      expect(() => sanitisePostHtml(body)).toThrow(NestingTooDeepError);
    });

    const reads: number[] = [];
    let sent = false;
    const save = api.post('/api/publicaciones', post(body), admin.token).finally(() => {
      sent = true;
    });
    const pause = await longestPause(async () => {
      while (!sent) {
        const started = performance.now();
        expect((await api.get('/api/categorias')).status).toBe(200);
        reads.push(performance.now() - started);
        // A read the response cache answers never leaves the microtask queue: let timers and the worker in.
        await sleep(5);
      }
    });

    expect((await save).body.detail).toBe(postBodyMessages.tooDeep);
    expect(reads.length).toBeGreaterThan(5);
    expect(pause).toBeLessThan(inline / 2);
  });
});
