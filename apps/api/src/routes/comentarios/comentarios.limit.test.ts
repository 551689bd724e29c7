import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Actor, client, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

const PER_MINUTE = 'Demasiados comentarios. Intenta de nuevo en unos minutos.';
const PER_DAY = 'Demasiados comentarios por hoy. Intenta de nuevo más tarde.';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let postId: number;
beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
  postId = ((await api.get('/api/publicaciones?limite=1')).body[0] as { ID_publicaciones: number })
    .ID_publicaciones;
});
afterAll(() => seeded.database.close());
afterEach(() => {
  vi.useRealTimers();
});

const comment = (actor: Actor, text = 'Un comentario más') =>
  api.post(`/api/comentarios/publicacion/${postId}`, { contenido: text }, actor.token);
const edit = (actor: Actor, id: number, text: string) =>
  api.put(`/api/comentarios/${id}`, { contenido: text }, actor.token);

async function commentTimes(actor: Actor, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < times; index++) statuses.push((await comment(actor)).status);
  return statuses;
}

describe('comments per account', () => {
  it(`refuse the 11th comment in a minute with 429 '${PER_MINUTE}' and a Retry-After`, async () => {
    const author = await newUser(seeded, 'prolifica');
    expect(await commentTimes(author, 10)).toEqual(Array(10).fill(201));
    const eleventh = await comment(author);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toEqual({ detail: PER_MINUTE, request_id: expect.any(String) });
    const retryAfter = Number(eleventh.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another account is not held back by this one.
    expect((await comment(await newUser(seeded, 'vecina'))).status).toBe(201);
  });

  it('count edits: a comment edited nine times uses up the minute, for new comments and edits alike', async () => {
    const author = await newUser(seeded, 'correctora');
    const id = (await comment(author, 'Primera versión')).body.ID_comentario as number;
    for (let version = 2; version <= 10; version++) {
      expect((await edit(author, id, `Versión ${version}`)).status).toBe(200);
    }
    const refusedEdit = await edit(author, id, 'Versión 11');
    expect(refusedEdit.status).toBe(429);
    expect(refusedEdit.body.detail).toBe(PER_MINUTE);
    expect(refusedEdit.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await comment(author)).body.detail).toBe(PER_MINUTE);
    // Deleting is never limited: an author can always take their words back.
    expect((await api.del(`/api/comentarios/${id}`, author.token)).status).toBe(200);
  });

  it(`refuse the 101st comment in a day, spread over minutes, with 429 '${PER_DAY}'`, async () => {
    const author = await newUser(seeded, 'maraton');
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let minute = 0; minute < 10; minute++) {
      vi.setSystemTime(start + minute * 61_000);
      expect(await commentTimes(author, 10)).toEqual(Array(10).fill(201));
    }
    vi.setSystemTime(start + 10 * 61_000);
    const refused = await comment(author);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(PER_DAY);
    // The day's window opened with the first comment, ten minutes before.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});
