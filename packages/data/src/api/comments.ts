import { z } from 'zod';
import { type Comment, normaliseComment } from '../normalise/comment';
import { commentWireSchema } from '../schemas/comment';
import { detailSchema } from '../schemas/detail';
import type { ApiClient } from './client';

const commentListSchema = z.array(commentWireSchema);

export async function fetchComments(client: ApiClient, postId: number): Promise<Comment[]> {
  const list = await client.request(
    'get',
    `/comentarios/publicacion/${postId}`,
    commentListSchema,
    undefined,
    {
      errorMessage: 'No se pudieron cargar los comentarios.',
    },
  );
  return list.map(normaliseComment);
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
