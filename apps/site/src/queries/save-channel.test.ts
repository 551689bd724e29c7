import type { Post, PostVersion, PostVersionSave, SavedPostVersion } from '@pupitre/data';
import { describe, expect, it } from 'vitest';
import { createSaveChannel, PostConflict } from './save-channel';

const post = (titulo: string, likes = 0): Post =>
  ({
    id: 7,
    titulo,
    resumen: '',
    tieneResumen: false,
    contenido: `<p>${titulo}</p>`,
    categorias: [{ id: 2, nombre: 'Ciencia' }],
    likes,
  }) as unknown as Post;

const input = (titulo: string) => ({ titulo, contenido: `<p>${titulo}</p>`, categorias: [2] });

/** A server holding one post: a save must name its current ETag, as Pupitre's does. */
function fakeServer(start: PostVersion) {
  let current = start;
  let serial = 1;
  const sent: PostVersionSave[] = [];
  const gates: (() => void)[] = [];
  return {
    sent,
    gates,
    replace: (next: PostVersion) => {
      current = next;
    },
    save: async (request: PostVersionSave): Promise<SavedPostVersion> => {
      sent.push(request);
      if (request.input.titulo === 'lenta') await new Promise<void>((resolve) => gates.push(resolve));
      if (request.ifMatch !== current.etag) throw Object.assign(new Error('412'), { status: 412 });
      serial += 1;
      current = { post: post(request.input.titulo), etag: `"v${serial}"` };
      return { ...current, detail: 'ok' };
    },
    read: async () => current,
  };
}

describe('the editor’s save channel', () => {
  it('sends each save with the ETag the previous one answered', async () => {
    const server = fakeServer({ post: post('uno'), etag: '"v1"' });
    const channel = createSaveChannel({ ...server, session: 'pestana-1', initial: await server.read() });
    await channel.send({ input: input('dos'), origin: 'autosave', timeoutMs: 1000 });
    await channel.send({ input: input('tres'), timeoutMs: 1000 });
    expect(server.sent.map((each) => [each.input.titulo, each.ifMatch, each.origin, each.session])).toEqual([
      ['dos', '"v1"', 'autosave', 'pestana-1'],
      ['tres', '"v2"', undefined, 'pestana-1'],
    ]);
  });

  it('makes Publicar wait for the autosave on its way, then sends it on what the autosave stored', async () => {
    const server = fakeServer({ post: post('uno'), etag: '"v1"' });
    const channel = createSaveChannel({ ...server, session: 'pestana-1', initial: await server.read() });
    const autosave = channel.send({ input: input('lenta'), origin: 'autosave', timeoutMs: 1000 });
    const publish = channel.send({ input: input('publicada'), timeoutMs: 1000 });
    await Promise.resolve();
    expect(server.sent).toHaveLength(1);
    server.gates[0]?.();
    await autosave;
    expect((await publish).post.titulo).toBe('publicada');
    expect(server.sent[1]?.ifMatch).toBe('"v2"');
  });

  it('retries once when the post changed on the server but still holds this tab’s text (a like)', async () => {
    const server = fakeServer({ post: post('uno'), etag: '"v1"' });
    const channel = createSaveChannel({ ...server, session: 'pestana-1', initial: await server.read() });
    server.replace({ post: post('uno', 5), etag: '"v1-like"' });
    const saved = await channel.send({ input: input('dos'), timeoutMs: 1000 });
    expect(saved.post.titulo).toBe('dos');
    expect(server.sent.map((each) => each.ifMatch)).toEqual(['"v1"', '"v1-like"']);
  });

  it('gives the other version as a PostConflict when another tab changed the text', async () => {
    const server = fakeServer({ post: post('uno'), etag: '"v1"' });
    const channel = createSaveChannel({ ...server, session: 'pestana-1', initial: await server.read() });
    server.replace({ post: post('de la otra pestaña'), etag: '"otra"' });
    const refused = channel.send({ input: input('mía'), timeoutMs: 1000 });
    await expect(refused).rejects.toBeInstanceOf(PostConflict);
    const conflict = (await refused.catch((error) => error)) as PostConflict;
    expect(conflict.message).toBe('Otra persona o pestaña cambió esta publicación');
    expect(conflict.theirs.post.titulo).toBe('de la otra pestaña');
    // "Conservar la mía": based on their version, the next save goes through.
    channel.adopt(conflict.theirs);
    expect((await channel.send({ input: input('mía'), timeoutMs: 1000 })).post.titulo).toBe('mía');
  });
});
