import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicaciones, usuarios } from '../../db/schema';
import { newUser } from '../../test/actors';
import {
  openRevisionScene,
  type RevisionEntry,
  type RevisionScene,
  versionText as text,
} from '../../test/revision-scene';

let scene: RevisionScene;
beforeAll(async () => {
  scene = await openRevisionScene();
});
afterAll(() => scene.seeded.database.close());

const PNG_1X1 =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const POST_NOT_FOUND = 'No se encontró la publicación solicitada.';
const REVISION_NOT_FOUND = 'No se encontró la versión solicitada.';

describe('a post’s history', () => {
  it('keeps every save; a restore on a published post keeps the editor’s text first and waits for “Actualizar”', async () => {
    const id = await scene.publish({ Imagen_portada: PNG_1X1 });
    const comment = await scene.api.post(
      `/api/comentarios/publicacion/${id}`,
      { contenido: 'Gracias' },
      scene.reader.token,
    );
    expect(comment.status).toBe(201);
    await scene.save(id, { ...text(2), estado: 'publicado', Imagen_portada: null });
    await scene.save(id, { ...text(3), estado: 'publicado' });
    // Read (and so cached) as a visitor before the restore.
    expect((await scene.api.get(`/api/publicaciones/${id}`)).body.Titulo).toBe('Versión 3');

    const before = await scene.history(id);
    expect(before.map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['update', 'Versión 3'],
      ['update', 'Versión 2'],
      ['publish', 'Versión 1'],
    ]);
    const first = before[2] as RevisionEntry;
    // The editor's unsaved text goes to the history before the restore replaces it in the editor.
    const kept = await scene.api.post(
      `/api/publicaciones/${id}/revisiones`,
      { ...text(4), estado: 'publicado' },
      scene.admin.token,
    );
    expect(kept.status).toBe(201);
    expect(kept.body).toEqual({ detail: 'El texto del editor quedó guardado en el historial.' });
    const restored = await scene.api.post(
      `/api/publicaciones/${id}/revisiones/${first.id}/restaurar`,
      {},
      scene.admin.token,
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({
      id,
      ID_publicaciones: id,
      detail: 'Versión cargada en el editor. La publicación no cambia hasta que pulses «Actualizar».',
      Titulo: 'Versión 3',
      estado: 'publicado',
    });
    expect((await scene.api.get(`/api/publicaciones/${id}`)).body.Titulo).toBe('Versión 3');

    const after = await scene.history(id);
    expect(after.map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['restore', 'Versión 1'],
      ['before-restore', 'Versión 4'],
      ['update', 'Versión 3'],
      ['update', 'Versión 2'],
      ['publish', 'Versión 1'],
    ]);
    expect(after[0]).toEqual({
      id: expect.any(Number),
      fecha: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tipo: 'restore',
      autor: 'Administración Pupitre',
      titulo: 'Versión 1',
    });

    // "Actualizar" with the restored version: the public page shows it, the comment stays.
    const version = await scene.api.get(`/api/publicaciones/${id}/revisiones/${first.id}`, scene.admin.token);
    const updated = await scene.save(id, {
      ...text(1),
      estado: 'publicado',
      Imagen_portada: version.body.Imagen_portada,
    });
    expect(updated).toMatchObject({
      detail: '¡Post actualizado correctamente!',
      Titulo: 'Versión 1',
      Contenido: '<p>Texto número 1</p>',
      categorias: [
        { ID_categoria: 2, Nombre_categoria: expect.any(String) },
        { ID_categoria: 7, Nombre_categoria: expect.any(String) },
      ],
    });
    const page = await scene.api.get(`/api/publicaciones/${id}`);
    expect(page.body.Titulo).toBe('Versión 1');
    expect(page.body.Imagen_portada).toBe(version.body.Imagen_portada);
    const comments = await scene.api.get(`/api/comentarios/publicacion/${id}`);
    expect((comments.body as unknown as { contenido: string }[]).map((c) => c.contenido)).toEqual([
      'Gracias',
    ]);
  });

  it('gives one revision whole: summary, sanitised body, categories in order and the cover as a URL', async () => {
    const id = await scene.publish({
      contenido: '<p onclick="x()">Hola <script>alert(1)</script>mundo</p>',
      categorias: [7, 2],
      Imagen_portada: PNG_1X1,
    });
    const [entry] = await scene.history(id);
    const answer = await scene.api.get(`/api/publicaciones/${id}/revisiones/${entry?.id}`, scene.admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      id: entry?.id,
      fecha: entry?.fecha,
      tipo: 'publish',
      autor: 'Administración Pupitre',
      titulo: 'Versión 1',
      resumen: 'Resumen 1',
      contenido: '<p>Hola mundo</p>',
      categorias: [
        { ID_categoria: 7, Nombre_categoria: expect.any(String) },
        { ID_categoria: 2, Nombre_categoria: expect.any(String) },
      ],
      Imagen_portada: expect.stringMatching(/^http:\/\/localhost:3000\/api\/imagenes\/\d+$/),
      Imagen_destacada_ID: expect.any(Number),
    });
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('pages newest first: `limite` caps a page and `antes` continues after a revision', async () => {
    const id = await scene.publish();
    for (const n of [2, 3, 4]) await scene.save(id, { ...text(n), estado: 'publicado' });
    const firstPage = await scene.history(id, '?limite=2');
    expect(firstPage.map((entry) => entry.titulo)).toEqual(['Versión 4', 'Versión 3']);
    const next = await scene.history(id, `?limite=2&antes=${firstPage[1]?.id}`);
    expect(next.map((entry) => entry.titulo)).toEqual(['Versión 2', 'Versión 1']);
    expect(await scene.history(id, `?antes=${next[1]?.id}`)).toEqual([]);
  });

  it('keeps the stored text of a post saved before revisions existed, so its first edit loses nothing', async () => {
    const [row] = await scene.seeded.database.db
      .insert(publicaciones)
      .values({ titulo: 'Sembrada', resumen: null, contenido: '<p>Original</p>', estado: 'publicado' })
      .returning({ id: publicaciones.id });
    const id = row?.id as number;
    await scene.save(id, { ...text(2), estado: 'publicado' });
    const entries = await scene.history(id);
    expect(entries.map((entry) => [entry.tipo, entry.titulo, entry.autor])).toEqual([
      ['update', 'Versión 2', 'Administración Pupitre'],
      ['publish', 'Sembrada', null],
    ]);
    const baseline = await scene.api.get(
      `/api/publicaciones/${id}/revisiones/${entries[1]?.id}`,
      scene.admin.token,
    );
    expect(baseline.body.contenido).toBe('<p>Original</p>');
    expect(baseline.body.categorias).toEqual([]);
  });
});

describe('who may see and restore revisions', () => {
  it('refuses visitors (401) and readers (403), and a refused restore writes nothing', async () => {
    const id = await scene.publish();
    const [entry] = await scene.history(id);
    const paths = [
      ['GET', `/api/publicaciones/${id}/revisiones`],
      ['GET', `/api/publicaciones/${id}/revisiones/${entry?.id}`],
      ['POST', `/api/publicaciones/${id}/revisiones/${entry?.id}/restaurar`],
    ] as const;
    for (const [method, path] of paths) {
      const visitor = await scene.api.send(method, path);
      expect(visitor.status, path).toBe(401);
      expect(visitor.body.detail).toBe('No se proporcionaron credenciales de autenticación válidas.');
      const user = await scene.api.send(method, path, { token: scene.reader.token });
      expect(user.status, path).toBe(403);
      expect(user.body.detail).toBe('No tienes permiso para realizar esta acción.');
    }
    expect(await scene.revisionCount(id)).toBe(1);
  });

  it('shows no author once the account that saved is gone', async () => {
    const editor = await newUser(scene.seeded, 'editora');
    await scene.seeded.database.db
      .update(usuarios)
      .set({ isSuperuser: true })
      .where(eq(usuarios.id, editor.id));
    const id = await scene.publish();
    await scene.save(id, { ...text(2), estado: 'publicado' }, false, editor.token);
    expect((await scene.history(id))[0]?.autor).toBe('Ana Pérez');
    expect((await scene.api.del('/api/auth/user/', editor.token)).status).toBe(200);
    expect((await scene.history(id)).map((entry) => entry.autor)).toEqual([null, 'Administración Pupitre']);
  });
});

describe('missing posts and revisions', () => {
  it('answer 404 with a Spanish detail', async () => {
    const id = await scene.publish();
    const other = await scene.publish();
    const [entry] = await scene.history(other);
    const cases = [
      ['GET', '/api/publicaciones/999999/revisiones', POST_NOT_FOUND],
      ['GET', `/api/publicaciones/999999/revisiones/${entry?.id}`, POST_NOT_FOUND],
      ['GET', `/api/publicaciones/${id}/revisiones/${entry?.id}`, REVISION_NOT_FOUND],
      ['GET', `/api/publicaciones/${id}/revisiones/999999`, REVISION_NOT_FOUND],
      ['POST', `/api/publicaciones/${id}/revisiones/${entry?.id}/restaurar`, REVISION_NOT_FOUND],
      ['POST', `/api/publicaciones/999999/revisiones/${entry?.id}/restaurar`, POST_NOT_FOUND],
    ] as const;
    for (const [method, path, detail] of cases) {
      const answer = await scene.api.send(method, path, { token: scene.admin.token });
      expect(answer.status, path).toBe(404);
      expect(answer.body.detail, path).toBe(detail);
    }
    expect((await scene.api.get(`/api/publicaciones/${id}`)).body.Titulo).toBe('Versión 1');
  });

  it('refuses an id that is not one with a 400 naming it', async () => {
    const answer = await scene.api.get('/api/publicaciones/1/revisiones/abc', scene.admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe('ID de versión no válido');
  });

  it('go with their post when it is deleted', async () => {
    const id = await scene.publish();
    await scene.save(id, { ...text(2), estado: 'publicado' });
    expect(await scene.revisionCount(id)).toBe(2);
    expect((await scene.api.del(`/api/publicaciones/${id}`, scene.admin.token)).status).toBe(200);
    expect(await scene.revisionCount(id)).toBe(0);
    const answer = await scene.api.get(`/api/publicaciones/${id}/revisiones`, scene.admin.token);
    expect(answer.status).toBe(404);
    expect(answer.body.detail).toBe(POST_NOT_FOUND);
  });
});
