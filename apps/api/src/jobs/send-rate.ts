import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

const KEY = 'todos';

/**
 * NEWSLETTER_RATE emails a minute across every process: the allowance lives in the database, in
 * windows of a second (or of 60/rate seconds below one a second), so sending never bursts a minute's
 * worth at once.
 */
export function sendRate(db: Db, perMinute: number) {
  const perWindow = perMinute >= 60 ? Math.floor(perMinute / 60) : 1;
  const windowSeconds = perMinute >= 60 ? 1 : Math.ceil(60 / perMinute);
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: 'newsletter-rate',
    points: perWindow,
    duration: windowSeconds,
    clearExpiredByTimeout: false,
  });
  return {
    /** The most emails one claim may take at once. */
    batch: Math.min(perWindow, 20),
    /** Waits until `count` emails may leave. */
    async take(count: number): Promise<void> {
      for (;;) {
        try {
          await limiter.consume(KEY, count);
          return;
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          await new Promise((wake) => setTimeout(wake, Math.max(refusal.msBeforeNext, 10)));
        }
      }
    },
  };
}

export type SendRate = ReturnType<typeof sendRate>;
