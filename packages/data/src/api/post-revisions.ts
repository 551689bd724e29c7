import { normalisePost, type Post } from '../normalise/post';
import {
  normaliseRevision,
  normaliseRevisionSummary,
  type Revision,
  type RevisionSummary,
} from '../normalise/post-revision';
import { revisionListWireSchema, revisionWireSchema } from '../schemas/post-revision';
import { postSavedSchema } from '../schemas/post-saved';
import type { ApiClient } from './client';

export const REVISIONS_LOAD_ERROR = 'No se pudo cargar el historial de versiones.';
export const REVISION_LOAD_ERROR = 'No se pudo cargar la versión.';
export const REVISION_RESTORE_ERROR = 'No se pudo restaurar la versión.';

/** A page of a post's history: at most `limite` revisions, those older than revision `antes` if given. */
export interface RevisionPage {
  limite?: number;
  antes?: number;
}

/** Superusers only: a post's revisions, newest first, without their bodies. */
export async function fetchRevisions(
  client: ApiClient,
  postId: number,
  page: RevisionPage = {},
): Promise<RevisionSummary[]> {
  const list = await client.request(
    'get',
    `/publicaciones/${postId}/revisiones`,
    revisionListWireSchema,
    undefined,
    {
      params: { limite: page.limite, antes: page.antes },
      errorMessage: REVISIONS_LOAD_ERROR,
    },
  );
  return list.map(normaliseRevisionSummary);
}

/** Superusers only: one revision whole. */
export async function fetchRevision(
  client: ApiClient,
  postId: number,
  revisionId: number,
): Promise<Revision> {
  const wire = await client.request(
    'get',
    `/publicaciones/${postId}/revisiones/${revisionId}`,
    revisionWireSchema,
    undefined,
    { errorMessage: REVISION_LOAD_ERROR },
  );
  return normaliseRevision(wire);
}

/** Superusers only: writes the revision back to the post (a new revision records it); answers the post. */
export async function restoreRevision(client: ApiClient, postId: number, revisionId: number): Promise<Post> {
  const saved = await client.request(
    'post',
    `/publicaciones/${postId}/revisiones/${revisionId}/restaurar`,
    postSavedSchema,
    undefined,
    { errorMessage: REVISION_RESTORE_ERROR },
  );
  return normalisePost(saved);
}
