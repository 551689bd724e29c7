import type { ApiClient, Post, PostInput } from '@pupitre/data';
import {
  infiniteQueryOptions,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { onDemand } from './api-calls';
import { useApiClient } from './api-client-context';
import { postKeys } from './post-keys';

const fetchRevisions = onDemand('fetchRevisions');
const fetchRevision = onDemand('fetchRevision');
const restoreRevision = onDemand('restoreRevision');
const keepEditorText = onDemand('keepEditorText');

/** Revisions a page of the history holds. */
export const REVISION_PAGE = 50;

const isId = (id: number) => Number.isInteger(id) && id > 0;

/** Under the posts' key: every save of a post (useSavePost) refreshes its history too. */
export const revisionKeys = {
  ofPost: (postId: number) => [...postKeys.all, 'revisiones', postId] as const,
  list: (postId: number) => [...revisionKeys.ofPost(postId), 'lista'] as const,
  one: (postId: number, revisionId: number) =>
    [...revisionKeys.ofPost(postId), 'version', revisionId] as const,
};

export const revisionQueries = {
  /** The post's history, newest first, a page at a time (the next page starts after the last id). */
  list: (client: ApiClient, postId: number) =>
    infiniteQueryOptions({
      queryKey: revisionKeys.list(postId),
      queryFn: ({ pageParam }) => fetchRevisions(client, postId, { limite: REVISION_PAGE, antes: pageParam }),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (page) => (page.length === REVISION_PAGE ? page.at(-1)?.id : undefined),
      enabled: isId(postId),
    }),

  /** One revision whole, to compare with the editor's text. */
  one: (client: ApiClient, postId: number, revisionId: number) =>
    queryOptions({
      queryKey: revisionKeys.one(postId, revisionId),
      queryFn: () => fetchRevision(client, postId, revisionId),
      enabled: isId(postId) && isId(revisionId),
    }),
};

/** A restore of one version; `keep` is the editor's unsaved text, kept in the history first. */
export interface RevisionRestore {
  revisionId: number;
  keep?: PostInput | undefined;
}

/**
 * A restore never destroys: the editor's unsaved text goes to the history first. On a draft it
 * rewrites the post like a save; on a published or scheduled post the server keeps it aside. Either way
 * the post's page takes the answer at once, and every post query (lists, counts, this history) is
 * refreshed.
 */
export function revisionMutations(client: ApiClient, queryClient: QueryClient, postId: number) {
  return {
    restore: mutationOptions({
      mutationFn: async ({ revisionId, keep }: RevisionRestore) => {
        if (keep) await keepEditorText(client, postId, keep);
        return restoreRevision(client, postId, revisionId);
      },
      onSuccess: (post: Post) => {
        queryClient.setQueryData(postKeys.detail(postId), post);
        return queryClient.invalidateQueries({ queryKey: postKeys.all });
      },
    }),
  };
}

/** `active`: false while nothing shows the history (a closed dialog), so nothing is fetched. */
export function useRevisions(postId: number, active = true) {
  const options = revisionQueries.list(useApiClient(), postId);
  return useInfiniteQuery({ ...options, enabled: active && options.enabled });
}

export function useRevision(postId: number, revisionId: number, active = true) {
  const options = revisionQueries.one(useApiClient(), postId, revisionId);
  return useQuery({ ...options, enabled: active && options.enabled });
}

export function useRestoreRevision(postId: number) {
  return useMutation(revisionMutations(useApiClient(), useQueryClient(), postId).restore);
}
