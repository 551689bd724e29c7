import { normalisePost, type Post } from '../normalise/post';
import { detailSchema } from '../schemas/detail';
import { postWireSchema } from '../schemas/post';
import type { PostInput } from '../schemas/post-input';
import { AUTOSAVE_ORIGIN, PENDING_CHANGES_ORIGIN } from '../schemas/post-revision';
import { postSavedSchema } from '../schemas/post-saved';
import type { ApiClient } from './client';

/** A post as the editor holds it: its text, and the ETag its next save sends as If-Match. */
export interface PostVersion {
  post: Post;
  /** The server's entity tag of this version; null from a server that sends none. */
  etag: string | null;
}

/** A save as the editor sends it. */
export interface PostVersionSave {
  /** The post it rewrites; a new post without one. */
  id?: number;
  input: PostInput;
  /** The version the editor's text is based on: a save over another one is refused with 412. */
  ifMatch?: string | null;
  /** `autosave` and `changes` never change a published or scheduled post: they wait for "Actualizar". */
  origin?: 'autosave' | 'changes';
  /** The editor tab: its autosaves rewrite only their own revision. */
  session?: string;
  signal?: AbortSignal;
}

export interface SavedPostVersion extends PostVersion {
  /** The server's Spanish word on the save (published, updated, kept until "Actualizar"...). */
  detail: string;
}

const origins = { autosave: AUTOSAVE_ORIGIN, changes: PENDING_CHANGES_ORIGIN } as const;

/** Superusers read drafts too: the post with its ETag. */
export async function fetchPostVersion(
  client: ApiClient,
  id: number,
  signal?: AbortSignal,
): Promise<PostVersion> {
  let etag: string | null = null;
  const wire = await client.request('get', `/publicaciones/${id}`, postWireSchema, undefined, {
    errorMessage: 'Error al obtener la publicación',
    onHeaders: (headers) => {
      etag = headers.get('ETag');
    },
    ...(signal && { signal }),
  });
  return { post: normalisePost(wire), etag };
}

/** Creates or rewrites a post; answers it with its new ETag and the server's message. */
export async function savePostVersion(
  client: ApiClient,
  { id, input, ifMatch, origin, session, signal }: PostVersionSave,
): Promise<SavedPostVersion> {
  let etag: string | null = null;
  const params = {
    ...(origin && { origen: origins[origin] }),
    ...(session && { sesion: session }),
  };
  const saved = await client.request(
    id === undefined ? 'post' : 'put',
    id === undefined ? '/publicaciones' : `/publicaciones/${id}`,
    postSavedSchema,
    input,
    {
      params,
      ...(ifMatch && { headers: { 'If-Match': ifMatch } }),
      ...(signal && { signal }),
      onHeaders: (headers) => {
        etag = headers.get('ETag');
      },
      errorMessage: id === undefined ? 'Error al publicar' : 'Error al actualizar',
    },
  );
  return { post: normalisePost(saved), etag, detail: saved.detail };
}

/** Keeps the editor's text in the post's history without changing the post (before a restore). */
export async function keepEditorText(client: ApiClient, id: number, input: PostInput): Promise<void> {
  await client.request('post', `/publicaciones/${id}/revisiones`, detailSchema, input, {
    errorMessage: 'No se pudo guardar el texto actual en el historial.',
  });
}
