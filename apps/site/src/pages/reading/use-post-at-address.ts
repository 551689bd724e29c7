import type { ApiError } from '@pupitre/data';
import { usePost } from '../../queries/posts';

/**
 * The post an address names (`/blog/{id}`, `/admin/post/{id}`), with the Spanish message to show
 * instead of it when the id is not valid or the post cannot be loaded.
 */
export function usePostAtAddress(rawId: string | undefined) {
  const id = Number(rawId);
  const { data: post, isPending, error } = usePost(id);
  let failure: string | null = null;
  if (!(Number.isInteger(id) && id > 0)) failure = 'No se proporcionó un ID de publicación válido.';
  // The status, not the class: an error the server rendered arrives as plain data.
  else if (error && (error as Partial<ApiError>).status === 404)
    failure = 'No se encontró la publicación solicitada.';
  else if (error) failure = 'No se pudo cargar la publicación. Por favor, intenta de nuevo más tarde.';
  return { post, isPending, failure };
}
