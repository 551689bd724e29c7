import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let author: Actor;
let postId: number;
let userComment: number;
let adminComment: number;

const post = (estado: 'publicado' | 'borrador') => ({
  titulo: 'Aprender a preguntar',
  contenido: '<p>Texto</p>',
  categorias: [1],
  estado,
});
const setState = async (estado: 'publicado' | 'borrador') =>
  expect((await api.put(`/api/publicaciones/${postId}`, post(estado), admin.token)).status).toBe(200);
const edit = (id: number, contenido: string, actor: Actor) =>
  api.put(`/api/comentarios/${id}`, { contenido }, actor.token);
const comment = (contenido: string, actor: Actor) =>
  api.post(`/api/comentarios/publicacion/${postId}`, { contenido }, actor.token);

beforeAll(async () => {
  seeded = await createSeededApp(false);
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  author = await newUser(seeded, 'autora');
  postId = (await api.post('/api/publicaciones', post('publicado'), admin.token)).body
    .ID_publicaciones as number;
  userComment = (await comment('Mi pregunta', author)).body.ID_comentario as number;
  adminComment = (await comment('Respuesta del equipo', admin)).body.ID_comentario as number;
  await setState('borrador');
});
afterAll(() => seeded.database.close());

describe('comments on a post taken back to draft', () => {
  it("cannot be edited by their author: 404 'No se encontró el comentario.', and the text stays", async () => {
    const answer = await edit(userComment, 'Editada a escondidas', author);
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('No se encontró el comentario.');
    const kept = await api.get(`/api/comentarios/publicacion/${postId}`, admin.token);
    expect(kept.body.map((item) => item.contenido)).toEqual(['Mi pregunta', 'Respuesta del equipo']);
  });

  it("cannot be written by a user: 404 'No se encontró la publicación solicitada.'", async () => {
    const answer = await comment('¿Sigue aquí?', author);
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe('No se encontró la publicación solicitada.');
  });

  it('are still edited by a superuser who wrote them, and by users once the post is published again', async () => {
    const byAdmin = await edit(adminComment, 'Respuesta corregida', admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.contenido).toBe('Respuesta corregida');
    await setState('publicado');
    expect((await edit(userComment, 'Mi pregunta, mejor dicha', author)).status).toBe(200);
  });
});
