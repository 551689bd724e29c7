import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { hashToken } from './token-hash';

export const REFRESH_TOKEN_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Two tabs of one browser may rotate the same token at once. A replay this soon after the rotation is
 * refused without revoking the family; later, it can only be a stolen copy.
 */
const REPLAY_GRACE_MS = 10_000;

/** A new opaque refresh token, in a new family unless it rotates one; only its hash is stored. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  family: string = randomUUID(),
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    usuarioId: userId,
    tokenHash: hashToken(token),
    familia: family,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY_MS),
  });
  return token;
}

export type Rotation = { userId: number; family: string } | undefined;

async function revokeFamilyOfSpent(db: Db, tokenHash: string, now: Date): Promise<void> {
  const [spent] = await db
    .select({ familia: refreshTokens.familia, usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNotNull(refreshTokens.usedAt)));
  if (!spent?.usedAt || now.getTime() - spent.usedAt.getTime() < REPLAY_GRACE_MS) return;
  await revokeRefreshFamily(db, spent.familia);
}

/**
 * Spends a refresh token: it is marked used in the same statement that finds it, so two concurrent uses
 * cannot both succeed. Replaying a token already spent revokes its whole family (reuse detection).
 */
export async function spendRefreshToken(db: Db, token: string, now = new Date()): Promise<Rotation> {
  const tokenHash = hashToken(token);
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.usuarioId, family: refreshTokens.familia });
  if (spent) return spent;
  await revokeFamilyOfSpent(db, tokenHash, now);
  return undefined;
}

export async function revokeRefreshFamily(db: Db, family: string): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.familia, family));
}

/** Logging out: the family of the presented token, spent or not, is revoked. */
export async function revokeFamilyOf(db: Db, token: string): Promise<void> {
  const [known] = await db
    .select({ familia: refreshTokens.familia })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (known) await revokeRefreshFamily(db, known.familia);
}

export async function revokeRefreshTokens(db: Db, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.usuarioId, userId));
}
