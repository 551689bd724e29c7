import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';
import { textWriteTargets } from '../test/text-write-targets';
import { MALFORMED_TEXT } from './malformed-text';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
let postId: number;
let commentId: number;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
  const post = { titulo: 'Base', contenido: '<p>Base</p>', categorias: [1] };
  postId = (await api.post('/api/publicaciones', post, admin.token)).body.ID_publicaciones as number;
  const comment = await api.post(
    `/api/comentarios/publicacion/${postId}`,
    { contenido: 'Base' },
    reader.token,
  );
  commentId = comment.body.ID_comentario as number;
});
afterAll(() => seeded.database.close());

const targets = textWriteTargets({
  postId: () => postId,
  commentId: () => commentId,
  admin: () => admin,
  reader: () => reader,
});

const spoilers = {
  'a NUL byte': (text: string) => `${text}\u0000x`,
  'a lone low surrogate after CJK': (text: string) => `${text}\u7a8d\udf47`,
  'a lone high surrogate': (text: string) => `\ud83d${text}`,
};

const refusal = (field: string) => ({ field, message: MALFORMED_TEXT, msg: MALFORMED_TEXT });

async function commentCount(): Promise<number> {
  return (await api.get(`/api/comentarios/publicacion/${postId}`)).body.length;
}

async function postCount(): Promise<number> {
  return (await api.get('/api/publicaciones/all?limite=200', admin.token)).body.length;
}

describe('text that cannot be stored', () => {
  for (const [spoilerName, spoil] of Object.entries(spoilers)) {
    for (const [name, target] of Object.entries(targets)) {
      it(`with ${spoilerName} in ${name} is refused with a 400 naming the field`, async () => {
        const [comments, posts] = [await commentCount(), await postCount()];
        for (const group of target.fields) {
          const fields = typeof group === 'string' ? [group] : group;
          const body = target.valid();
          for (const field of fields) body[field] = spoil(String(body[field] ?? 'texto'));
          const answer = await api.send(target.method, target.path(), { token: target.token?.(), body });
          expect(answer.status, `${fields}: ${JSON.stringify(answer.body)}`).toBe(400);
          expect(answer.body.errors).toEqual(
            fields.map((field) => refusal(target.reportedAs?.[field] ?? field)),
          );
          expect(typeof answer.body.detail).toBe('string');
        }
        expect([await commentCount(), await postCount()]).toEqual([comments, posts]);
      });
    }
  }

  it('made of a lone low surrogate alone is refused in a comment and a title', async () => {
    const comment = await api.post(
      `/api/comentarios/publicacion/${postId}`,
      { contenido: '\udf47' },
      reader.token,
    );
    expect(comment.body.errors).toEqual([refusal('contenido')]);
    const post = { titulo: '\udf47', contenido: '<p>x</p>', categorias: [1] };
    expect((await api.post('/api/publicaciones', post, admin.token)).body.errors).toEqual([
      refusal('titulo'),
    ]);
  });

  it('with a NUL in a path parameter or a query is refused, naming it', async () => {
    const username = await api.get('/api/auth/user/ana%00b/check');
    expect(username.status).toBe(400);
    expect(username.body).toEqual({
      detail: MALFORMED_TEXT,
      errors: [refusal('username')],
      request_id: expect.any(String),
    });
    const search = await api.get('/api/publicaciones/search?term=hola%00');
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual([refusal('term')]);
  });

  it('is refused rather than stored shorter than acknowledged (a 226-character comment kept 126)', async () => {
    const before = await commentCount();
    const text = `${'é'.repeat(100)}\udf47${'a'.repeat(125)}`;
    const answer = await api.post(
      `/api/comentarios/publicacion/${postId}`,
      { contenido: text },
      reader.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([refusal('contenido')]);
    expect(await commentCount()).toBe(before);
  });
});
