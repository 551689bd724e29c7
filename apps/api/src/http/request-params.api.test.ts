import { MAX_RECORD_ID } from '@pupitre/data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from '../test/actors';
import { createSeededApp, type SeededApp } from '../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let reader: Actor;
let postId: number;
beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  reader = await newUser(seeded);
  const post = { titulo: 'Base', contenido: '<p>Base</p>', categorias: [1] };
  postId = (await api.post('/api/publicaciones', post, admin.token)).body.ID_publicaciones as number;
});
afterAll(() => seeded.database.close());

const beyond = [MAX_RECORD_ID + 1, 4_294_967_296, 99_999_999_999];
const refusal = (field: string, message: string) => ({ field, message, msg: message });

describe('integer ids and limits beyond what an int4 column holds', () => {
  it('are refused in search/tags?categorias with a Spanish 400', async () => {
    for (const id of beyond) {
      const answer = await api.get(`/api/publicaciones/search/tags?categorias=1,${id}`);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        refusal('categorias', `Cada categoría debe ser un id entre 1 y ${MAX_RECORD_ID}`),
      ]);
    }
    expect((await api.get(`/api/publicaciones/search/tags?categorias=1,${MAX_RECORD_ID}`)).status).toBe(200);
  });

  it("are refused in a post's categorias, written or edited", async () => {
    for (const id of beyond) {
      const post = { titulo: 'T', contenido: '<p>x</p>', categorias: [1, id] };
      const created = await api.post('/api/publicaciones', post, admin.token);
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual([refusal('categorias.1', 'La categoría no es válida')]);
      const edited = await api.put(`/api/publicaciones/${postId}`, post, admin.token);
      expect(edited.body.errors).toEqual([refusal('categorias.1', 'La categoría no es válida')]);
    }
  });

  it('are refused in path ids, each with its own message', async () => {
    for (const id of beyond) {
      expect((await api.get(`/api/publicaciones/${id}`)).body.detail).toBe('ID de publicación no válido');
      expect((await api.del(`/api/publicaciones/${id}`, admin.token)).status).toBe(400);
      expect((await api.get(`/api/comentarios/publicacion/${id}`)).status).toBe(400);
      expect((await api.put(`/api/comentarios/${id}`, { contenido: 'x' }, reader.token)).status).toBe(400);
      expect((await api.get(`/api/categorias/${id}/publicaciones`)).status).toBe(400);
      expect((await api.get(`/api/imagenes/${id}`)).status).toBe(400);
    }
    // The largest id a column holds is a missing record, not a failure.
    expect((await api.get(`/api/publicaciones/${MAX_RECORD_ID}`)).status).toBe(404);
  });

  it('are refused in limite and offset', async () => {
    for (const value of beyond) {
      const limit = await api.get(`/api/publicaciones?limite=${value}`);
      expect(limit.status).toBe(400);
      expect(limit.body.errors).toEqual([expect.objectContaining({ field: 'limite' })]);
      const offset = await api.get(`/api/publicaciones/latest?offset=${value}`);
      expect(offset.status).toBe(400);
      expect(offset.body.errors).toEqual([expect.objectContaining({ field: 'offset' })]);
    }
  });

  it("are refused as an avatar's user id", async () => {
    const answer = await api.put(
      '/api/users/avatar',
      { avatarData: 'AAAA', userId: 4_294_967_296 },
      reader.token,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([refusal('userId', 'El id de usuario no es válido')]);
  });
});
