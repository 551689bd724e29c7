import {
  ADMIN_PAGE,
  type ApiClient,
  countPostsPerCategory,
  type PostInput,
  type PostsPerCategory,
} from '@pupitre/data';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createPost, deletePost, fetchAllPosts, fetchCategoryCounts, updatePost } from './api-calls';
import { useApiClient } from './api-client-context';
import { postKeys } from './posts';

/** The admin panel's reads sit under the posts' key, so every post write refreshes them too. */
export const adminPostKeys = {
  all: () => [...postKeys.all, 'admin'] as const,
  list: () => [...adminPostKeys.all(), 'todas', ADMIN_PAGE] as const,
  categoryCounts: () => [...adminPostKeys.all(), 'por-categoria'] as const,
};

export interface CategoryCounts {
  counts: PostsPerCategory[];
  /** True when the server's counts could not be read and these were worked out from the loaded posts. */
  estimated: boolean;
}

export const adminPostQueries = {
  /** Every post, drafts included: up to 200 (accounts-admin §9). */
  list: (client: ApiClient) =>
    queryOptions({ queryKey: adminPostKeys.list(), queryFn: () => fetchAllPosts(client, ADMIN_PAGE) }),

  /** The server's counts, or the loaded posts counted over the built-in categories when they fail. */
  categoryCounts: (client: ApiClient, queryClient: QueryClient) =>
    queryOptions({
      queryKey: adminPostKeys.categoryCounts(),
      queryFn: async (): Promise<CategoryCounts> => {
        try {
          return { counts: await fetchCategoryCounts(client), estimated: false };
        } catch {
          const posts = await queryClient.fetchQuery(adminPostQueries.list(client));
          return { counts: countPostsPerCategory(posts), estimated: true };
        }
      },
      retry: false,
    }),
};

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
        return refresh();
      },
    }),
  };
}

export function useAdminPosts() {
  return useQuery(adminPostQueries.list(useApiClient()));
}

export function useCategoryCounts() {
  return useQuery(adminPostQueries.categoryCounts(useApiClient(), useQueryClient()));
}

export function useDeletePost() {
  return useMutation(adminPostMutations(useApiClient(), useQueryClient()).remove);
}

export function useSavePost() {
  return useMutation(adminPostMutations(useApiClient(), useQueryClient()).save);
}
