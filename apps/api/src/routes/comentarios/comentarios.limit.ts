import type { Context } from 'hono';
import { limits } from '../../abuse/limits';
import { consume, type Limit } from '../../abuse/rate-limit';
import type { AppEnv } from '../../app-env';
import { HttpError, Status } from '../../http/errors';
import { commentRouteMessages } from './comentarios.messages';

/** Takes the author's point in one window, or refuses with the Spanish 429 and when to try again. */
async function take(c: Context<AppEnv>, limit: Limit, userId: number, message: string): Promise<void> {
  const taken = await consume(c.var.db, limit, String(userId));
  if (taken.allowed) return;
  // Set before the throw: the error handler's answer keeps the headers set on the context.
  c.header('Retry-After', String(taken.retryAfterSeconds ?? limit.windowSeconds));
  throw new HttpError(Status.TOO_MANY_REQUESTS, message);
}

/**
 * Counts a new or edited comment against its author before it is written, so a concurrent burst
 * cannot pass the limits of a minute and of a day. Deleting is never limited.
 */
export async function enforceCommentLimits(c: Context<AppEnv>, userId: number): Promise<void> {
  // Refused by the minute, a comment spends none of the day's points.
  await take(c, limits.commentsPerUserMinute, userId, commentRouteMessages.tooManyPerMinute);
  await take(c, limits.commentsPerUserDay, userId, commentRouteMessages.tooManyPerDay);
}
