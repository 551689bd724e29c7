import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, ADMIN, client, login, newUser } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';

let seeded: SeededApp;
let api: ReturnType<typeof client>;
let admin: Actor;
let author: Actor;
let other: Actor;
let postId: number;
beforeAll(async () => {
  seeded = await createSeededApp();
  api = client(seeded);
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  author = await newUser(seeded, 'autora');
  other = await newUser(seeded, 'otro');
  postId = ((await api.get('/api/publicaciones?limite=1')).body[0] as { ID_publicaciones: number })
    .ID_publicaciones;
});
afterAll(() => seeded.database.close());

const comment = (text: string, token?: string) =>
  api.post(`/api/comentarios/publicacion/${postId}`, { contenido: text }, token);

describe('comments', () => {
  it('are listed to everyone, oldest first, in the spec field names', async () => {
    const answer = await api.get(`/api/comentarios/publicacion/${postId}`);
    expect(answer.status).toBe(200);
    const list = answer.body as unknown as { Fecha_publicacion: string }[];
    const dates = list.map((item) => Date.parse(item.Fecha_publicacion));
    expect([...dates].sort((a, b) => a - b)).toEqual(dates);
  });

  it('need a login to be written, and are trimmed plain text', async () => {
    expect((await comment('Hola')).status).toBe(401);
    const answer = await comment('   Muy útil, <b>gracias</b>   ', author.token);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      ID_Usuario: author.id,
      ID_publicaciones: postId,
      contenido: 'Muy útil, <b>gracias</b>',
      usuarioNombre: author.username,
    });
  });

  it("refuse empty and over-long text with 'El contenido del comentario no puede estar vacío'", async () => {
    const empty = await comment('    ', author.token);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      {
        field: 'contenido',
        message: 'El contenido del comentario no puede estar vacío',
        msg: 'El contenido del comentario no puede estar vacío',
      },
    ]);
    const long = await comment('a'.repeat(2001), author.token);
    expect(long.body.errors).toEqual([
      {
        field: 'contenido',
        message: 'El comentario no puede tener más de 2000 caracteres',
        msg: 'El comentario no puede tener más de 2000 caracteres',
      },
    ]);
    expect((await comment('a'.repeat(2000), author.token)).status).toBe(201);
  });

  it('are edited only by their author, not by another user nor a superuser', async () => {
    const created = await comment('Primera versión', author.token);
    const id = created.body.ID_comentario as number;
    expect((await api.put(`/api/comentarios/${id}`, { contenido: 'Cambio ajeno' }, other.token)).status).toBe(
      403,
    );
    expect((await api.put(`/api/comentarios/${id}`, { contenido: 'Cambio admin' }, admin.token)).status).toBe(
      403,
    );
    expect((await api.put(`/api/comentarios/${id}`, { contenido: 'Sin sesión' })).status).toBe(401);
    const edited = await api.put(`/api/comentarios/${id}`, { contenido: 'Segunda versión' }, author.token);
    expect(edited.status).toBe(200);
    expect(edited.body.contenido).toBe('Segunda versión');
  });

  it('are deleted by their author or a superuser, never by another user', async () => {
    const first = (await comment('Para borrar', author.token)).body.ID_comentario as number;
    const second = (await comment('Para moderar', author.token)).body.ID_comentario as number;
    expect((await api.del(`/api/comentarios/${first}`, other.token)).status).toBe(403);
    const own = await api.del(`/api/comentarios/${first}`, author.token);
    expect(own.body).toEqual({ detail: 'Comentario eliminado exitosamente' });
    expect((await api.del(`/api/comentarios/${second}`, admin.token)).status).toBe(200);
    expect((await api.del(`/api/comentarios/${second}`, admin.token)).status).toBe(404);
  });

  it('answer 404 for a post that does not exist and 400 for a bad id', async () => {
    expect((await api.get('/api/comentarios/publicacion/999999')).status).toBe(404);
    expect((await api.get('/api/comentarios/publicacion/abc')).status).toBe(400);
    expect(
      (await api.post('/api/comentarios/publicacion/999999', { contenido: 'x' }, author.token)).status,
    ).toBe(404);
  });
});
