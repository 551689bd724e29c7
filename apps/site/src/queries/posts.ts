import type { ApiClient, ListedPost, Post } from '@pupitre/data';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session/session-context';
import { fetchCategoryPosts, fetchMyPosts, fetchPost, loadCalls } from './api-calls';
import { useApiClient } from './api-client-context';
import { postKeys } from './post-keys';

/** accounts-admin §7 and §9: the profile's published posts, one page of 20 from the start. */
export const MY_POSTS_PAGE = { limite: 20, offset: 0 } as const;
export const SEARCH_LIMIT = 50;

const isId = (id: number) => Number.isInteger(id) && id > 0;
const hasTerm = (term: string) => term.trim() !== '';

type Calls = Awaited<ReturnType<typeof loadCalls>>;

/** Posts as lists keep them (`listedPost`, no bodies), from a call made once the calls have loaded. */
async function listed(call: (calls: Calls) => Promise<Post[]>): Promise<ListedPost[]> {
  const calls = await loadCalls();
  return (await call(calls)).map(calls.listedPost);
}

export const postQueries = {
  /** The default listing strategy (category merge with fallbacks; all posts for a superuser). */
  listing: (client: ApiClient, limit: number | undefined, superuser: boolean) =>
    queryOptions({
      queryKey: postKeys.listing(limit, superuser),
      queryFn: () =>
        listed((calls) => calls.loadDefaultListing(calls.apiListingSource(client), { limit, superuser })),
      // The strategy already falls back through three calls before it gives up.
      retry: false,
    }),

  search: (client: ApiClient, term: string, limite = SEARCH_LIMIT) =>
    queryOptions({
      queryKey: postKeys.search(term, limite),
      queryFn: () => listed((calls) => calls.searchPosts(client, term, { limite })),
      enabled: hasTerm(term),
      placeholderData: keepPreviousData,
    }),

  byTags: (client: ApiClient, categoryIds: readonly number[], limite = 12) =>
    queryOptions({
      queryKey: postKeys.byTags(categoryIds, limite),
      queryFn: () => listed((calls) => calls.searchPostsByTags(client, [...categoryIds], { limite })),
      enabled: categoryIds.length > 0,
    }),

  ofCategory: (client: ApiClient, categoryId: number, limite = 12) =>
    queryOptions({
      queryKey: postKeys.categoryPage(categoryId, limite),
      queryFn: () => fetchCategoryPosts(client, categoryId, { limite }),
      enabled: isId(categoryId),
    }),

  related: (client: ApiClient, categoryId: number, limite: number) =>
    queryOptions({
      queryKey: postKeys.related(categoryId, limite),
      queryFn: () => listed((calls) => calls.fetchCategoryPosts(client, categoryId, { limite })),
      enabled: isId(categoryId),
    }),

  /** Server search narrowed to the category, or `loaded` (its posts) filtered locally when it fails. */
  categorySearch: (client: ApiClient, categoryId: number, term: string, loaded: readonly Post[]) =>
    queryOptions({
      queryKey: postKeys.categorySearch(categoryId, term),
      queryFn: async () => {
        const calls = await loadCalls();
        const search = (text: string) => calls.searchPosts(client, text, { limite: SEARCH_LIMIT });
        return calls.searchInCategory(search, categoryId, term, loaded);
      },
      enabled: hasTerm(term),
      placeholderData: keepPreviousData,
    }),

  detail: (client: ApiClient, id: number) =>
    queryOptions({
      queryKey: postKeys.detail(id),
      queryFn: () => fetchPost(client, id),
      enabled: isId(id),
      retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
    }),

  /** Keyed by username so a later session in the same tab never sees the previous user's list. */
  mine: (client: ApiClient, username: string) =>
    queryOptions({
      queryKey: postKeys.mineOf(username),
      queryFn: () => fetchMyPosts(client, MY_POSTS_PAGE),
      enabled: username !== '',
    }),
};

export function usePostListing(limit?: number) {
  const { isSuperuser, status } = useSession();
  return useQuery({
    ...postQueries.listing(useApiClient(), limit, isSuperuser),
    enabled: status === 'ready',
  });
}

export function usePostSearch(term: string, limite?: number) {
  return useQuery(postQueries.search(useApiClient(), term, limite));
}

export function useTagSearch(categoryIds: readonly number[], limite?: number) {
  return useQuery(postQueries.byTags(useApiClient(), categoryIds, limite));
}

export function useCategoryPosts(categoryId: number, limite?: number) {
  return useQuery(postQueries.ofCategory(useApiClient(), categoryId, limite));
}

export function useRelatedPosts(categoryId: number, limite: number) {
  return useQuery(postQueries.related(useApiClient(), categoryId, limite));
}

export function useCategorySearch(categoryId: number, term: string, loaded: readonly Post[]) {
  return useQuery(postQueries.categorySearch(useApiClient(), categoryId, term, loaded));
}

export function usePost(id: number) {
  return useQuery(postQueries.detail(useApiClient(), id));
}

/** The signed-in user's published posts (profile). */
export function useMyPosts() {
  const { user } = useSession();
  return useQuery(postQueries.mine(useApiClient(), user?.username ?? ''));
}
