import type { MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError, Status } from '../http/errors';
import { clientAddress } from './client-address';

export interface Limit {
  /** What is limited, e.g. 'login-ip': the prefix of its keys. */
  name: string;
  max: number;
  windowSeconds: number;
}

export const TOO_MANY = 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';

// One limiter per database and limit: the store's upsert counts and reads in one statement, so
// concurrent requests can never both see room for the last point.
const limitersByDb = new WeakMap<Db, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Db, limit: Limit): RateLimiterDrizzle {
  let limiters = limitersByDb.get(db);
  if (!limiters) {
    limiters = new Map();
    limitersByDb.set(db, limiters);
  }
  let limiter = limiters.get(limit.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: limit.name,
      points: limit.max,
      duration: limit.windowSeconds,
      // Expired rows are purged by the server's housekeeping, with the other short-lived tables.
      clearExpiredByTimeout: false,
    });
    limiters.set(limit.name, limiter);
  }
  return limiter;
}

export interface Consumption {
  /** Whether the window still had room for this point. */
  allowed: boolean;
  /** Points taken in the window, this one included. */
  count: number;
  /** When refused: seconds until the window starts afresh, for a Retry-After header. */
  retryAfterSeconds?: number;
}

/** Takes one point for the subject and says whether the window had room for it. */
export async function consume(db: Db, limit: Limit, subject: string): Promise<Consumption> {
  try {
    const taken = await limiterFor(db, limit).consume(subject);
    return { allowed: true, count: taken.consumedPoints };
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) {
      const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      return { allowed: false, count: refusal.consumedPoints, retryAfterSeconds };
    }
    throw refusal;
  }
}

/** Takes one point for the subject, and refuses with the Spanish 429 once the window is full. */
export async function enforce(db: Db, limit: Limit, subject: string): Promise<void> {
  if (!(await consume(db, limit, subject)).allowed) throw new HttpError(Status.TOO_MANY_REQUESTS, TOO_MANY);
}

/** Gives back a point taken before the outcome was known (e.g. a login that turned out right). */
export async function refund(db: Db, limit: Limit, subject: string): Promise<void> {
  await limiterFor(db, limit).reward(subject, 1);
}

/** Points taken in the subject's current window. */
export async function consumed(db: Db, limit: Limit, subject: string): Promise<number> {
  return (await limiterFor(db, limit).get(subject))?.consumedPoints ?? 0;
}

/** Starts the subject's count afresh. */
export async function forget(db: Db, limit: Limit, subject: string): Promise<void> {
  await limiterFor(db, limit).delete(subject);
}

/** Route middleware: counts every request from the address, valid or not, and refuses with 429 past the limit. */
export function limitPerAddress(limit: Limit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(c.var.db, limit, clientAddress(c));
    await next();
  };
}
