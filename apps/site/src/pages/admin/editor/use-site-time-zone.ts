import { DEFAULT_SITE_TIME_ZONE } from '@pupitre/data';
import { useScheduledPosts } from '../../../queries/scheduled-posts';

/**
 * The site's time zone (SITE_TIME_ZONE on the server), which the editor shows its times in. The server
 * gives it with the scheduled posts, as the publish step reads it; the same query, so one request
 * serves both. `settled`: known, or given up on for the default (a failed answer).
 */
export function useSiteTimeZone(active = true): { zone: string; settled: boolean } {
  const scheduled = useScheduledPosts(active);
  return { zone: scheduled.data?.zonaHoraria ?? DEFAULT_SITE_TIME_ZONE, settled: !scheduled.isPending };
}
