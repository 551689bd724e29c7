import type { ApiClient, Comment } from '@pupitre/data';
import { mutationOptions, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createComment, deleteComment, updateComment } from './api-calls';
import { useApiClient } from './api-client-context';
import { changeCommentPages, withAdded, withRemoved, withReplaced } from './comment-pages';
import { runMutation } from './run-mutation';

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

/**
 * The comment area awaits each write and shows its own state (the form's, the toasts), so the writes
 * run through the mutation cache without `useMutation`'s observer (runMutation).
 */
export function useCommentMutations(postId: number) {
  const queryClient = useQueryClient();
  const options = commentMutations(useApiClient(), queryClient, postId);
  return {
    create: { mutateAsync: (contenido: string) => runMutation(queryClient, options.create, contenido) },
    update: {
      mutateAsync: (edit: { id: number; contenido: string }) =>
        runMutation(queryClient, options.update, edit),
    },
    remove: { mutateAsync: (id: number) => runMutation(queryClient, options.remove, id) },
  };
}
