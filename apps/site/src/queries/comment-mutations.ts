import type { ApiClient } from '@pupitre/data';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createComment, deleteComment, updateComment } from './api-calls';
import { useApiClient } from './api-client-context';
import { commentKeys } from './comments';

/** Every comment write refreshes the post's comments. */
export function commentMutations(client: ApiClient, queryClient: QueryClient, postId: number) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: commentKeys.ofPost(postId) });
  return {
    create: mutationOptions({
      mutationFn: (contenido: string) => createComment(client, postId, contenido),
      onSuccess: refresh,
    }),
    update: mutationOptions({
      mutationFn: ({ id, contenido }: { id: number; contenido: string }) =>
        updateComment(client, id, contenido),
      onSuccess: refresh,
    }),
    remove: mutationOptions({
      mutationFn: (id: number) => deleteComment(client, id),
      onSuccess: refresh,
    }),
  };
}

export function useCommentMutations(postId: number) {
  const options = commentMutations(useApiClient(), useQueryClient(), postId);
  return {
    create: useMutation(options.create),
    update: useMutation(options.update),
    remove: useMutation(options.remove),
  };
}
