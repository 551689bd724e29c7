import { z } from 'zod';
import { type Comment, normaliseComment } from '../normalise/comment';
import type { ApiClient } from './client';

export async function fetchComments(client: ApiClient, postId: number): Promise<Comment[]> {
  const list = await client.request(
    'get',
    `/comentarios/publicacion/${postId}`,
    z.array(z.unknown()),
    undefined,
    {
      errorMessage: 'No se pudieron cargar los comentarios.',
    },
  );
  return list.map(normaliseComment);
}

export async function createComment(client: ApiClient, postId: number, contenido: string): Promise<Comment> {
  const raw = await client.request(
    'post',
    `/comentarios/publicacion/${postId}`,
    z.unknown(),
    { contenido },
    {
      errorMessage: 'Error desconocido',
    },
  );
  return normaliseComment(raw);
}

export async function updateComment(
  client: ApiClient,
  commentId: number,
  contenido: string,
): Promise<Comment> {
  const raw = await client.request(
    'put',
    `/comentarios/${commentId}`,
    z.unknown(),
    { contenido },
    {
      errorMessage: 'Error al actualizar el comentario',
    },
  );
  return normaliseComment(raw);
}

export async function deleteComment(client: ApiClient, commentId: number): Promise<void> {
  await client.request('delete', `/comentarios/${commentId}`, z.unknown(), undefined, {
    errorMessage: 'Error al eliminar el comentario',
  });
}
