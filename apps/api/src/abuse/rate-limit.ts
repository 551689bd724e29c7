import { and, eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError, Status } from '../http/errors';

export interface Limit {
  /** What is limited, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

export const TOO_MANY = 'Demasiadas solicitudes. Intenta de nuevo en unos minutos.';

function windowStart(now: Date, windowSeconds: number): Date {
  const size = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
}

/** Counts one hit in the current window and answers how many the window holds now. */
export async function hit(db: Db, limit: Limit, subject: string, now = new Date()): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${limit.name}:${subject}`, windowStart: windowStart(now, limit.windowSeconds), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { hits: sql`${rateLimits.hits} + 1` },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

async function hitsInWindow(db: Db, limit: Limit, subject: string, start: Date): Promise<number> {
  const rows = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    // Column comparisons (not raw SQL) so each driver receives the Date in the column's own encoding.
    .where(and(eq(rateLimits.key, `${limit.name}:${subject}`), eq(rateLimits.windowStart, start)));
  return rows[0]?.hits ?? 0;
}

function previousWindow(now: Date, limit: Limit): Date {
  return new Date(windowStart(now, limit.windowSeconds).getTime() - limit.windowSeconds * 1000);
}

/** Counts the hit and refuses with 429 once the window is over its limit. */
export async function enforce(db: Db, limit: Limit, subject: string, now = new Date()): Promise<void> {
  const current = await hit(db, limit, subject, now);
  const previous = await hitsInWindow(db, limit, subject, previousWindow(now, limit));
  if (current + previous > limit.max) throw new HttpError(Status.TOO_MANY_REQUESTS, TOO_MANY);
}

/**
 * Hits counted so far, without adding one. The previous window counts too, so a burst split across a
 * window boundary cannot get twice the limit through.
 */
export async function peek(db: Db, limit: Limit, subject: string, now = new Date()): Promise<number> {
  const current = await hitsInWindow(db, limit, subject, windowStart(now, limit.windowSeconds));
  return current + (await hitsInWindow(db, limit, subject, previousWindow(now, limit)));
}

/**
 * The client address as the socket saw it. X-Forwarded-For is read only when configured as behind a
 * trusted proxy: otherwise any client could claim a new address per request and escape the limits.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'local';
}

/** Route middleware: counts every request from the address, valid or not, and refuses with 429 past the limit. */
export function limitPerAddress(limit: Limit): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(c.var.db, limit, clientAddress(c));
    await next();
  };
}
