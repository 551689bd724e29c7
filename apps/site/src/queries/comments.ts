import { createComment, deleteComment, fetchComments, updateComment } from '@pupitre/data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client';

const key = (postId: number) => ['comentarios', postId] as const;

export function useComments(postId: number) {
  return useQuery({
    queryKey: key(postId),
    queryFn: () => fetchComments(apiClient, postId),
    enabled: Number.isInteger(postId) && postId > 0,
  });
}

export function useCommentMutations(postId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key(postId) });
  return {
    create: useMutation({
      mutationFn: (contenido: string) => createComment(apiClient, postId, contenido),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, contenido }: { id: number; contenido: string }) =>
        updateComment(apiClient, id, contenido),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => deleteComment(apiClient, id),
      onSuccess: refresh,
    }),
  };
}
