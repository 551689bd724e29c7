import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarios } from '../../db/schema';
import { type Actor, login, newUser } from '../../test/actors';
import { openRevisionScene, type RevisionScene, versionText as text } from '../../test/revision-scene';

let scene: RevisionScene;
let otherAdmin: Actor;
beforeAll(async () => {
  scene = await openRevisionScene();
  const colleague = await newUser(scene.seeded, 'docente');
  await scene.seeded.database.db
    .update(usuarios)
    .set({ isSuperuser: true })
    .where(eq(usuarios.id, colleague.id));
  otherAdmin = await login(scene.seeded, colleague.username, 'Segura123');
});
afterAll(() => scene.seeded.database.close());

const CONFLICT = 'Otra persona o pestaña cambió esta publicación. Tu versión quedó guardada en el historial.';
const PENDING = 'Cambios guardados. La publicación no cambia hasta que pulses «Actualizar».';

/** A PUT as the editor sends it: its If-Match, and the autosave's origin and tab when given. */
async function put(
  id: number,
  fields: Record<string, unknown>,
  { ifMatch, query = '', token = scene.admin.token }: { ifMatch?: string; query?: string; token?: string },
) {
  return scene.seeded.app.request(`/api/publicaciones/${id}${query}`, {
    method: 'PUT',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.9.${id % 250}.${Math.floor(Math.random() * 250)}`,
      ...(ifMatch !== undefined && { 'If-Match': ifMatch }),
    },
    body: JSON.stringify(fields),
  });
}

async function etagOf(id: number, token?: string): Promise<string> {
  const answer = await scene.api.get(`/api/publicaciones/${id}`, token);
  expect(answer.status).toBe(200);
  return answer.headers.get('etag') as string;
}

describe('a post’s ETag', () => {
  it('is strong, the same for the same post, and changes with each save; the save answers the new one', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    const first = await etagOf(id, scene.admin.token);
    expect(first).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await etagOf(id, scene.admin.token)).toBe(first);
    const saved = await put(id, { ...text(2), estado: 'borrador' }, { ifMatch: first });
    expect(saved.status).toBe(200);
    const next = saved.headers.get('etag');
    expect(next).not.toBe(first);
    expect(await etagOf(id, scene.admin.token)).toBe(next);
  });

  it('of a published post is the same for visitors, from the response cache too', async () => {
    const id = await scene.publish();
    const admin = await etagOf(id, scene.admin.token);
    expect(await etagOf(id)).toBe(admin);
    expect(await etagOf(id)).toBe(admin);
  });
});

describe('If-Match on PUT /api/publicaciones/{id}', () => {
  it('answers 412 with a Spanish detail when another tab saved first, and keeps the refused text as a revision', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    const read = await etagOf(id, scene.admin.token);
    // Tab A saves; tab B still holds the ETag both read.
    expect((await put(id, { ...text(2), estado: 'borrador' }, { ifMatch: read })).status).toBe(200);
    const refused = await put(id, { ...text(3), estado: 'borrador' }, { ifMatch: read });
    expect(refused.status).toBe(412);
    expect(await refused.json()).toMatchObject({ detail: CONFLICT });
    const post = await scene.api.get(`/api/publicaciones/${id}`, scene.admin.token);
    expect(post.body.Titulo).toBe('Versión 2');
    expect((await scene.history(id)).map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['conflict', 'Versión 3'],
      ['draft', 'Versión 2'],
      ['draft', 'Versión 1'],
    ]);
  });

  it('refuses a weak tag and accepts `*` and a list holding the current tag', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    const current = await etagOf(id, scene.admin.token);
    expect((await put(id, { ...text(2), estado: 'borrador' }, { ifMatch: `W/${current}` })).status).toBe(412);
    const listed = await put(id, { ...text(3), estado: 'borrador' }, { ifMatch: `"otro", ${current}` });
    expect(listed.status).toBe(200);
    expect((await put(id, { ...text(4), estado: 'borrador' }, { ifMatch: '*' })).status).toBe(200);
  });

  it('without the header keeps the seeds’ client’s behaviour: the last save wins', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    expect((await put(id, { ...text(2), estado: 'borrador' }, {})).status).toBe(200);
    expect((await put(id, { ...text(3), estado: 'publicado' }, {})).status).toBe(200);
    expect((await scene.api.get(`/api/publicaciones/${id}`)).body.Titulo).toBe('Versión 3');
  });
});

describe('an autosave', () => {
  it('that arrives after Publicar does not unpublish the post', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    const read = await etagOf(id, scene.admin.token);
    expect((await put(id, { ...text(2), estado: 'publicado' }, { ifMatch: read })).status).toBe(200);
    // The slow autosave, sent before Publicar with the ETag of then.
    const late = await put(
      id,
      { ...text(2), estado: 'borrador' },
      { ifMatch: read, query: '?origen=autoguardado&sesion=pestana-aaaa' },
    );
    expect(late.status).toBe(412);
    const page = await scene.api.get(`/api/publicaciones/${id}`);
    expect(page.status).toBe(200);
    expect(page.body.estado).toBe('publicado');
  });

  it('of a published post, even without If-Match, is kept aside until “Actualizar”', async () => {
    const id = await scene.publish();
    const autosaved = await put(
      id,
      { ...text(2), contenido: '<p>PENDIENTE: revisar estas cifras</p>', estado: 'borrador' },
      { query: '?origen=autoguardado&sesion=pestana-aaaa' },
    );
    expect(autosaved.status).toBe(200);
    expect(await autosaved.json()).toMatchObject({
      detail: PENDING,
      Titulo: 'Versión 1',
      estado: 'publicado',
    });
    const page = await scene.api.get(`/api/publicaciones/${id}`);
    expect(page.body).toMatchObject({ Titulo: 'Versión 1', estado: 'publicado' });
    expect((await scene.history(id)).map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['autosave', 'Versión 2'],
      ['publish', 'Versión 1'],
    ]);
    const changes = await put(id, { ...text(3), estado: 'borrador' }, { query: '?origen=cambios' });
    expect(await changes.json()).toMatchObject({ detail: PENDING, Titulo: 'Versión 1' });
    expect((await scene.api.get(`/api/publicaciones/${id}`)).body.Titulo).toBe('Versión 1');
    expect((await scene.history(id))[0]).toMatchObject({ tipo: 'changes', titulo: 'Versión 3' });
  });

  it('of a scheduled post leaves the scheduled version as it is', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const id = await scene.publish({ estado: 'publicado', programadaPara: at });
    const autosaved = await put(
      id,
      { ...text(2), contenido: '<p>PENDIENTE: revisar estas cifras</p>', estado: 'borrador' },
      { query: '?origen=autoguardado&sesion=pestana-aaaa' },
    );
    expect(autosaved.status).toBe(200);
    const stored = await scene.api.get(`/api/publicaciones/${id}`, scene.admin.token);
    expect(stored.body.Contenido).toBe('<p>Texto número 1</p>');
  });

  it('never rewrites another tab’s or another person’s autosave: each becomes a revision of its own', async () => {
    const id = await scene.publish({ estado: 'borrador' });
    const autosave = (n: number, session: string, token = scene.admin.token) =>
      put(
        id,
        { ...text(n), estado: 'borrador' },
        { query: `?origen=autoguardado&sesion=${session}`, token },
      ).then((answer) => expect(answer.status).toBe(200));
    await autosave(2, 'pestana-aaaa');
    await autosave(3, 'pestana-aaaa');
    await autosave(4, 'pestana-bbbb');
    await autosave(5, 'pestana-bbbb', otherAdmin.token);
    expect((await scene.history(id)).map((entry) => [entry.tipo, entry.titulo])).toEqual([
      ['autosave', 'Versión 5'],
      ['autosave', 'Versión 4'],
      ['autosave', 'Versión 3'],
      ['draft', 'Versión 1'],
    ]);
  });
});
