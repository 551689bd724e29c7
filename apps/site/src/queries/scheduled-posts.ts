import type { ApiClient, RescheduleInput } from '@pupitre/data';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { onDemand } from './api-calls';
import { useApiClient } from './api-client-context';
import { postKeys } from './post-keys';

// Calls only the admin screens make: loaded beside them.
const fetchScheduledPosts = onDemand('fetchScheduledPosts');
const cancelSchedule = onDemand('cancelSchedule');
const reschedulePost = onDemand('reschedulePost');
const fetchNewsletterStats = onDemand('fetchNewsletterStats');

/** Under the posts' key: every post save (a new schedule, a publish) refreshes them too. */
export const scheduleKeys = {
  scheduled: () => [...postKeys.all, 'programadas'] as const,
  newsletter: () => [...postKeys.all, 'newsletter'] as const,
};

export const scheduleQueries = {
  /** The drafts waiting for their time, soonest first, and the site's time zone. */
  scheduled: (client: ApiClient) =>
    queryOptions({ queryKey: scheduleKeys.scheduled(), queryFn: () => fetchScheduledPosts(client) }),
  /** The deliveries of those posts that were emailed: to how many, sent, failed, pending. */
  newsletter: (client: ApiClient, postIds: readonly number[]) =>
    queryOptions({
      queryKey: [...scheduleKeys.newsletter(), postIds] as const,
      queryFn: () => fetchNewsletterStats(client, postIds),
    }),
};

/** A cancel or a new time refreshes every post list: a cancelled post is a plain draft again. */
export function scheduleMutations(client: ApiClient, queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: postKeys.all });
  return {
    cancel: mutationOptions({ mutationFn: (id: number) => cancelSchedule(client, id), onSuccess: refresh }),
    reschedule: mutationOptions({
      mutationFn: ({ id, input }: { id: number; input: RescheduleInput }) =>
        reschedulePost(client, id, input),
      onSuccess: refresh,
    }),
  };
}

/** `active`: false while nothing shows them (a closed history), so nothing is fetched. */
export function useScheduledPosts(active = true) {
  return useQuery({ ...scheduleQueries.scheduled(useApiClient()), enabled: active });
}

/** The newsletter of every shown post that was emailed, by post id: one request per page of posts. */
export function useNewsletterStats(pagesOfIds: readonly (readonly number[])[]) {
  const client = useApiClient();
  return useQueries({
    queries: pagesOfIds.map((ids) => scheduleQueries.newsletter(client, ids)),
    combine: (answers) =>
      new Map(answers.flatMap((answer) => answer.data ?? []).map((stat) => [stat.ID_publicaciones, stat])),
  });
}

export function useCancelSchedule() {
  return useMutation(scheduleMutations(useApiClient(), useQueryClient()).cancel);
}

export function useReschedule() {
  return useMutation(scheduleMutations(useApiClient(), useQueryClient()).reschedule);
}
