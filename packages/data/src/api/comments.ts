import { z } from 'zod';
import { type Comment, normaliseComment } from '../normalise/comment';
import { COMMENTS_LOAD_ERROR } from '../rules/comment';
import { type CommentOrder, commentPageHeaders, commentWireSchema } from '../schemas/comment';
import { detailSchema } from '../schemas/detail';
import type { ApiClient } from './client';

const commentListSchema = z.array(commentWireSchema);

export interface CommentPageRequest {
  orden?: CommentOrder;
  /** Comments in the page; the API's default (20) when unset. */
  limite?: number;
  /** Where the page starts: a previous page's `next`; the first page when unset. */
  cursor?: string | null;
}

export interface CommentPage {
  comments: Comment[];
  /** The next page's cursor; null on the last page. */
  next: string | null;
  /** How many comments the post has in all; null when the answer does not say. */
  total: number | null;
}

/** One page of a post's comments; the spec's plain list is the body, the page's facts its headers. */
export async function fetchCommentPage(
  client: ApiClient,
  postId: number,
  { orden, limite, cursor }: CommentPageRequest = {},
): Promise<CommentPage> {
  let headers: Headers | undefined;
  const list = await client.request(
    'get',
    `/comentarios/publicacion/${postId}`,
    commentListSchema,
    undefined,
    {
      params: { orden, limite, cursor: cursor ?? undefined },
      errorMessage: COMMENTS_LOAD_ERROR,
      onHeaders: (received) => {
        headers = received;
      },
    },
  );
  const total = Number.parseInt(headers?.get(commentPageHeaders.total) ?? '', 10);
  return {
    comments: list.map(normaliseComment),
    next: headers?.get(commentPageHeaders.next) || null,
    total: Number.isInteger(total) ? total : null,
  };
}

export async function createComment(client: ApiClient, postId: number, contenido: string): Promise<Comment> {
  const wire = await client.request(
    'post',
    `/comentarios/publicacion/${postId}`,
    commentWireSchema,
    { contenido },
    { errorMessage: 'Error desconocido' },
  );
  return normaliseComment(wire);
}

export async function updateComment(
  client: ApiClient,
  commentId: number,
  contenido: string,
): Promise<Comment> {
  const wire = await client.request(
    'put',
    `/comentarios/${commentId}`,
    commentWireSchema,
    { contenido },
    { errorMessage: 'Error al actualizar el comentario' },
  );
  return normaliseComment(wire);
}

export async function deleteComment(client: ApiClient, commentId: number): Promise<void> {
  await client.request('delete', `/comentarios/${commentId}`, detailSchema, undefined, {
    errorMessage: 'Error al eliminar el comentario',
  });
}
