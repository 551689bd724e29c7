import type { Post, PostInput, PostVersion, PostVersionSave, SavedPostVersion } from '@pupitre/data';

/** How long an autosave may take before it is given up and tried again. */
export const AUTOSAVE_TIMEOUT_MS = 10_000;
/** How long Publicar, Actualizar or any other explicit save may take before it is reported as failed. */
export const EXPLICIT_SAVE_TIMEOUT_MS = 20_000;

/** The text a save stores, as the editor compares it with what the server holds. */
export interface PostText {
  titulo: string;
  resumen: string;
  contenido: string;
  categoria: string;
}

export function textOfPost(post: Post): PostText {
  return {
    titulo: post.titulo,
    resumen: post.tieneResumen ? post.resumen : '',
    contenido: post.contenido,
    categoria: String(post.categorias[0]?.id ?? ''),
  };
}

const sameText = (a: PostText, b: PostText) =>
  a.titulo === b.titulo &&
  a.resumen === b.resumen &&
  a.contenido === b.contenido &&
  a.categoria === b.categoria;

/** The post changed on the server since the editor read it, and not by a save of this tab. */
export class PostConflict extends Error {
  constructor(readonly theirs: PostVersion) {
    super('Otra persona o pestaña cambió esta publicación');
  }
}

interface SaveChannelOptions {
  save(request: PostVersionSave): Promise<SavedPostVersion>;
  read(id: number): Promise<PostVersion>;
  /** The editor tab, sent with autosaves. */
  session: string;
  /** The version the editor opened, if the post exists. */
  initial?: PostVersion | undefined;
}

export interface ChannelSave {
  input: PostInput;
  origin?: 'autosave' | 'changes';
  timeoutMs: number;
}

/**
 * The editor's one way to save: one request at a time, each sent with the ETag of the version the text
 * is based on. An explicit save sent while an autosave is on its way waits for it and is then based on
 * what it stored. A 412 whose post still holds the text this tab last saved (a like, or an answer lost
 * on the way) is retried at once; otherwise it becomes a PostConflict with the other version.
 */
export function createSaveChannel({ save, read, session, initial }: SaveChannelOptions) {
  let id = initial?.post.id;
  let etag = initial?.etag ?? null;
  let base = initial && textOfPost(initial.post);
  let queue: Promise<unknown> = Promise.resolve();

  const attempt = async (request: ChannelSave, retried: boolean): Promise<SavedPostVersion> => {
    const signal = AbortSignal.timeout(request.timeoutMs);
    try {
      const saved = await save({
        ...(id !== undefined && { id }),
        input: request.input,
        ifMatch: etag,
        ...(request.origin && { origin: request.origin }),
        session,
        signal,
      });
      id = saved.post.id;
      if (saved.etag) etag = saved.etag;
      // A save kept aside (a published post's autosave) leaves the server's text as it was.
      base = textOfPost(saved.post);
      return saved;
    } catch (failure) {
      if ((failure as { status?: number }).status !== 412 || id === undefined) throw failure;
      const theirs = await read(id);
      if (!retried && base && sameText(textOfPost(theirs.post), base)) {
        etag = theirs.etag;
        return attempt(request, true);
      }
      throw new PostConflict(theirs);
    }
  };

  return {
    send(request: ChannelSave): Promise<SavedPostVersion> {
      const turn = queue.then(() => attempt(request, false));
      queue = turn.catch(() => undefined);
      return turn;
    },
    /** Settles once every save sent so far has. */
    settled: () => queue.then(() => undefined),
    /** The author chose a version after a conflict: the next save is based on it. */
    adopt(version: PostVersion) {
      id = version.post.id;
      etag = version.etag;
      base = textOfPost(version.post);
    },
    postId: () => id,
  };
}

export type SaveChannel = ReturnType<typeof createSaveChannel>;
