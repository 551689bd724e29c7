import { type ApiClient, COMMENT_PAGE_SIZE, type CommentOrder } from '@pupitre/data';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCommentPage } from './api-calls';
import { useApiClient } from './api-client-context';

/** The order a post page shows its comments in first, newest first, and renders on the server. */
export const FIRST_COMMENT_ORDER: CommentOrder = 'reciente';

export const commentKeys = {
  all: ['comentarios'] as const,
  ofPost: (postId: number) => [...commentKeys.all, postId] as const,
  /** `from`: the cursor the list starts at (a page opened through the link without scripts), or null. */
  pages: (postId: number, orden: CommentOrder, from: string | null) =>
    [...commentKeys.ofPost(postId), orden, from] as const,
};

export const commentQueries = {
  /** A post's comments in the API's order, a page at a time: the server renders the first. */
  pages: (client: ApiClient, postId: number, orden: CommentOrder, from: string | null = null) =>
    infiniteQueryOptions({
      queryKey: commentKeys.pages(postId, orden, from),
      queryFn: ({ pageParam }) =>
        fetchCommentPage(client, postId, { orden, limite: COMMENT_PAGE_SIZE, cursor: pageParam }),
      initialPageParam: from,
      getNextPageParam: (page) => page.next ?? undefined,
      enabled: Number.isInteger(postId) && postId > 0,
    }),
};

/** Another order keeps the comments on screen (sorted anew by the list) until its first page arrives. */
export function useCommentPages(postId: number, orden: CommentOrder, from: string | null) {
  return useInfiniteQuery({
    ...commentQueries.pages(useApiClient(), postId, orden, from),
    placeholderData: keepPreviousData,
  });
}
