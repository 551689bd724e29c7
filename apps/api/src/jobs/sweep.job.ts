import type { JobContext } from './job-context';
import { unfinishedNewsletters } from './newsletter-deliveries';
import { dueSchedules, queuePublish } from './publish-scheduled.job';
import { queueNewsletter } from './send-newsletter.job';

/**
 * Every minute and at start: queues what the database says is owed, so nothing asked for is lost to a
 * crash between a write and its job. Queueing twice is harmless (each job checks its key).
 */
export async function sweep(context: JobContext): Promise<void> {
  for (const postId of await unfinishedNewsletters(context.db)) await queueNewsletter(context, postId);
  for (const postId of await dueSchedules(context.db)) await queuePublish(context, postId, new Date());
}
