import { ADMIN_POSTS_PAGE_SIZE, type AdminPostPage, type ApiClient, type PostInput } from '@pupitre/data';
import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminListRequest } from '../pages/admin/admin-filters';
import { createPost, deletePost, onDemand, updatePost } from './api-calls';
import { useApiClient } from './api-client-context';
import { postKeys } from './post-keys';

// Calls only the panel makes: loaded beside it, not in the chunk every page shares.
const fetchAdminPostPage = onDemand('fetchAdminPostPage');
const fetchAdminPostSummary = onDemand('fetchAdminPostSummary');

/** The admin panel's reads sit under the posts' key, so every post write refreshes them too. */
export const adminPostKeys = {
  all: () => [...postKeys.all, 'admin'] as const,
  /** Every list the panel has shown, whatever its filters. */
  list: () => [...adminPostKeys.all(), 'lista'] as const,
  pages: (request: AdminListRequest) => [...adminPostKeys.list(), request] as const,
  summary: () => [...adminPostKeys.all(), 'resumen'] as const,
};

export const adminPostQueries = {
  /**
   * Every post, drafts included, searched, filtered and ordered by the server, a page at a time: the
   * next page starts at the cursor the last one gave.
   */
  pages: (client: ApiClient, request: AdminListRequest) =>
    infiniteQueryOptions({
      queryKey: adminPostKeys.pages(request),
      queryFn: ({ pageParam }) =>
        fetchAdminPostPage(client, { ...request, limite: ADMIN_POSTS_PAGE_SIZE, cursor: pageParam }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next ?? undefined,
    }),

  /** The panel's figures as the database counts them: posts, drafts and posts per category. */
  summary: (client: ApiClient) =>
    queryOptions({ queryKey: adminPostKeys.summary(), queryFn: () => fetchAdminPostSummary(client) }),
};

/** What the panel's lists hold once a post is gone: its card out, every total one less. */
function withoutPost(data: InfiniteData<AdminPostPage> | undefined, id: number) {
  if (!data?.pages.some((page) => page.posts.some((post) => post.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      posts: page.posts.filter((post) => post.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

/** What the editor sends: a new post, or the id of the post it rewrites in place. */
export interface PostSave {
  id?: number;
  input: PostInput;
  /** Sent by the autosave: the server keeps one revision per ten minutes of them (only with an id). */
  autosave?: true;
}

/** Every write refreshes every post list, page and count (they all sit under the posts' key). */
export function adminPostMutations(client: ApiClient, queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: postKeys.all });
  return {
    save: mutationOptions({
      mutationFn: ({ id, input, autosave }: PostSave) =>
        id === undefined ? createPost(client, input) : updatePost(client, id, input, { autosave }),
      onSuccess: refresh,
    }),
    remove: mutationOptions({
      mutationFn: (id: number) => deletePost(client, id),
      onSuccess: (_answer, id) => {
        queryClient.removeQueries({ queryKey: postKeys.detail(id) });
        // The card goes at once; the refresh then brings the database's pages and figures.
        queryClient.setQueriesData<InfiniteData<AdminPostPage>>({ queryKey: adminPostKeys.list() }, (data) =>
          withoutPost(data, id),
        );
        return refresh();
      },
    }),
  };
}

/** Other filters keep the cards on screen until the first page of the new list arrives. */
export function useAdminPostPages(request: AdminListRequest) {
  return useInfiniteQuery({
    ...adminPostQueries.pages(useApiClient(), request),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPostSummary() {
  return useQuery(adminPostQueries.summary(useApiClient()));
}

export function useDeletePost() {
  return useMutation(adminPostMutations(useApiClient(), useQueryClient()).remove);
}

export function useSavePost() {
  return useMutation(adminPostMutations(useApiClient(), useQueryClient()).save);
}
