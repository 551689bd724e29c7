import { isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from './client';
import { refreshPlannerStatistics } from './planner-statistics';
import { passwordResets, rateLimits, refreshTokens } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Spent refresh tokens are kept this long, so a replay of a stolen one is still recognised. */
const SPENT_REFRESH_KEPT_MS = DAY_MS;
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;

export interface Purged {
  rateLimits: number;
  refreshTokens: number;
  passwordResets: number;
}

/** Deletes the rows of the short-lived tables that can no longer matter. */
export async function purgeExpired(db: Db, now = new Date()): Promise<Purged> {
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, now))
    .returning({ key: rateLimits.key });
  const refresh = await db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, now),
        lt(refreshTokens.usedAt, new Date(now.getTime() - SPENT_REFRESH_KEPT_MS)),
      ),
    )
    .returning({ id: refreshTokens.id });
  const resets = await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, now), isNotNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return { rateLimits: limits.length, refreshTokens: refresh.length, passwordResets: resets.length };
}

/**
 * Purges now and then every interval, without keeping the process alive. Each instance runs it; the
 * deletes are idempotent, so several instances on one database only repeat each other's work. With
 * `analyze` (the embedded PGlite, which has no autovacuum) it also keeps the planner's figures current.
 */
export function scheduleHousekeeping(
  db: Db,
  onError: (error: unknown) => void,
  { intervalMs = HOUSEKEEPING_INTERVAL_MS, analyze = false } = {},
): () => void {
  const run = () => {
    purgeExpired(db)
      .then(() => (analyze ? refreshPlannerStatistics(db) : false))
      .catch(onError);
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
