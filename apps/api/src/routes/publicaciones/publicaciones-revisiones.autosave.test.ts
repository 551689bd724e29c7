import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicacionesRevisiones } from '../../db/schema';
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

describe('the kind of each save', () => {
  it('is a draft, its publication, an update or a draft again; a restore keeps the post’s state', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    await scene.save(id, { ...text(2), estado: 'borrador' });
    await scene.save(id, { ...text(2), estado: 'publicado' });
    await scene.save(id, { ...text(3), estado: 'publicado' });
    await scene.save(id, { ...text(3), estado: 'borrador' });
    const entries = await scene.history(id);
    expect(entries.map((entry) => entry.tipo)).toEqual(['draft', 'update', 'publish', 'draft', 'draft']);
    const restored = await scene.api.post(
      `/api/publicaciones/${id}/revisiones/${entries[2]?.id}/restaurar`,
      undefined,
      scene.admin.token,
    );
    expect(restored.body.estado).toBe('borrador');
    expect(restored.body.Titulo).toBe('Versión 2');
    expect((await scene.api.get(`/api/publicaciones/${id}`)).status).toBe(404);
  });
});

describe('autosaves', () => {
  it('rewrite their own revision for ten minutes; an explicit save always adds one', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    await scene.save(id, { ...text(2), estado: 'borrador' }, true);
    await scene.save(id, { ...text(3), estado: 'borrador' }, true);
    expect((await scene.history(id)).map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['autosave', 'Versión 3'],
      ['draft', 'Versión 1'],
    ]);
    const autosaved = (await scene.history(id))[0] as RevisionEntry;
    const whole = await scene.api.get(
      `/api/publicaciones/${id}/revisiones/${autosaved.id}`,
      scene.admin.token,
    );
    expect(whole.body.contenido).toBe('<p>Texto número 3</p>');

    await scene.save(id, { ...text(4), estado: 'borrador' });
    await scene.save(id, { ...text(5), estado: 'borrador' }, true);
    expect((await scene.history(id)).map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['autosave', 'Versión 5'],
      ['draft', 'Versión 4'],
      ['autosave', 'Versión 3'],
      ['draft', 'Versión 1'],
    ]);
  });

  it('sent at the same moment still make one revision: saves of one post take turns', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    await Promise.all([2, 3, 4].map((n) => scene.save(id, { ...text(n), estado: 'borrador' }, true)));
    const entries = await scene.history(id);
    expect(entries.map((entry) => entry.tipo)).toEqual(['autosave', 'draft']);
    const post = await scene.api.get(`/api/publicaciones/${id}`, scene.admin.token);
    expect(entries[0]?.titulo).toBe(post.body.Titulo);
  });

  it('start a new revision once the latest autosave began ten minutes ago', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    await scene.save(id, { ...text(2), estado: 'borrador' }, true);
    await scene.seeded.database.db
      .update(publicacionesRevisiones)
      .set({ createdAt: sql`now() - interval '10 minutes 1 second'` })
      .where(eq(publicacionesRevisiones.publicacionId, id));
    await scene.save(id, { ...text(3), estado: 'borrador' }, true);
    expect((await scene.history(id)).map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['autosave', 'Versión 3'],
      ['autosave', 'Versión 2'],
      ['draft', 'Versión 1'],
    ]);
  });

  it('refuse an origin other than autoguardado or cambios, writing nothing', async () => {
    const id = await scene.publish();
    const answer = await scene.api.put(`/api/publicaciones/${id}?origen=manual`, text(2), scene.admin.token);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({
      field: 'origen',
      message: 'El origen debe ser autoguardado o cambios',
      msg: 'El origen debe ser autoguardado o cambios',
    });
    expect(await scene.revisionCount(id)).toBe(1);
  });
});
