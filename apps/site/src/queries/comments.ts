import type { ApiClient } from '@pupitre/data';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchComments } from './api-calls';
import { useApiClient } from './api-client-context';

export const commentKeys = {
  all: ['comentarios'] as const,
  ofPost: (postId: number) => [...commentKeys.all, postId] as const,
};

export const commentQueries = {
  ofPost: (client: ApiClient, postId: number) =>
    queryOptions({
      queryKey: commentKeys.ofPost(postId),
      queryFn: () => fetchComments(client, postId),
      enabled: Number.isInteger(postId) && postId > 0,
    }),
};

export function useComments(postId: number) {
  return useQuery(commentQueries.ofPost(useApiClient(), postId));
}
