import type { ApiClient, Comment } from '@pupitre/data';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { createComment, deleteComment, updateComment } from './api-calls';
import { useApiClient } from './api-client-context';
import { changeCommentPages, withAdded, withRemoved, withReplaced } from './comment-pages';

/** Every comment write shows at once in the post's loaded comments, from the API's answer. */
export function commentMutations(client: ApiClient, queryClient: QueryClient, postId: number) {
  return {
    create: mutationOptions({
      mutationFn: (contenido: string) => createComment(client, postId, contenido),
      onSuccess: (comment: Comment) =>
        changeCommentPages(queryClient, postId, (data, orden) => withAdded(data, comment, orden)),
    }),
    update: mutationOptions({
      mutationFn: ({ id, contenido }: { id: number; contenido: string }) =>
        updateComment(client, id, contenido),
      onSuccess: (comment: Comment) =>
        changeCommentPages(queryClient, postId, (data) => withReplaced(data, comment)),
    }),
    remove: mutationOptions({
      mutationFn: (id: number) => deleteComment(client, id),
      onSuccess: (_answer, id) => changeCommentPages(queryClient, postId, (data) => withRemoved(data, id)),
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
