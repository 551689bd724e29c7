import { detailSchema } from '../schemas/detail';
import { type NewsletterStat, newsletterStatListSchema } from '../schemas/newsletter-stats';
import {
  type RescheduleInput,
  type ScheduledPostList,
  scheduledPostListSchema,
  scheduleMessages,
} from '../schemas/scheduled-post';
import type { ApiClient } from './client';

export const NEWSLETTER_STATS_ERROR = 'No se pudo cargar el estado del newsletter.';

/** Superusers only: the drafts waiting for their time, soonest first, and the site's time zone. */
export function fetchScheduledPosts(client: ApiClient): Promise<ScheduledPostList> {
  return client.request('get', '/publicaciones/programadas', scheduledPostListSchema, undefined, {
    errorMessage: scheduleMessages.loadError,
  });
}

/** Superusers only: the post stays a draft and is no longer published at its time. */
export async function cancelSchedule(client: ApiClient, postId: number): Promise<string> {
  const answer = await client.request(
    'delete',
    `/publicaciones/programadas/${postId}`,
    detailSchema,
    undefined,
    {
      errorMessage: scheduleMessages.cancelError,
    },
  );
  return answer.detail;
}

/** Superusers only: publishes the scheduled post at another time. */
export async function reschedulePost(
  client: ApiClient,
  postId: number,
  input: RescheduleInput,
): Promise<string> {
  const answer = await client.request('put', `/publicaciones/programadas/${postId}`, detailSchema, input, {
    errorMessage: scheduleMessages.rescheduleError,
  });
  return answer.detail;
}

/** Superusers only: the newsletter of each named post that was emailed, its deliveries counted. */
export async function fetchNewsletterStats(
  client: ApiClient,
  postIds: readonly number[],
): Promise<NewsletterStat[]> {
  if (postIds.length === 0) return [];
  return client.request('get', '/newsletter/envios', newsletterStatListSchema, undefined, {
    params: { publicaciones: postIds.join(',') },
    errorMessage: NEWSLETTER_STATS_ERROR,
  });
}
