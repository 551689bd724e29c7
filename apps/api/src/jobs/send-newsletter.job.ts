import type { JobContext } from './job-context';
import {
  claimDeliveries,
  fanOut,
  markFailed,
  markFinished,
  markSent,
  remaining,
} from './newsletter-deliveries';
import { personalise, renderPostNewsletter } from './post-newsletter-email';
import { queues } from './queue-names';

// A job sends for this long and then queues its continuation, so no job outlives its expiry.
const SLICE_MS = 60_000;

export const newsletterJobKey = (postId: number) => `post-${postId}`;

/** Queues the post's newsletter (again): safe to call any number of times. */
export function queueNewsletter(context: Pick<JobContext, 'queue'>, postId: number, startAfter?: Date) {
  return context.queue.send(
    queues.newsletter,
    { postId },
    { singletonKey: newsletterJobKey(postId), ...(startAfter ? { startAfter } : {}) },
  );
}

export async function sendNewsletter(context: JobContext, postId: number): Promise<void> {
  const { db, mailer, publicUrl, rate, holdMs } = context;
  await fanOut(db, postId);
  const email = await renderPostNewsletter(db, publicUrl, postId);
  if (!email) {
    // The post was deleted or taken back to a draft: nothing more goes out for it.
    await markFinished(db, postId);
    return;
  }
  const started = Date.now();
  while (Date.now() - started < SLICE_MS) {
    await rate.take(rate.batch);
    const claimed = await claimDeliveries(db, postId, rate.batch, holdMs);
    if (claimed.length === 0) break;
    await Promise.all(
      claimed.map(async (delivery) => {
        try {
          await mailer.send(personalise(publicUrl, email, delivery));
        } catch (problem) {
          await markFailed(db, delivery, (problem as Error).message ?? String(problem));
          return;
        }
        await markSent(db, delivery.id);
      }),
    );
  }
  const { left, nextDue } = await remaining(db, postId);
  if (left === 0) {
    await markFinished(db, postId);
    return;
  }
  await queueNewsletter(context, postId, nextDue && nextDue.getTime() > Date.now() ? nextDue : undefined);
}
