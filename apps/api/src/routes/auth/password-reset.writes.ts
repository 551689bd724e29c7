import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import { revokeRefreshTokens } from '../../auth/refresh-tokens';
import { hashToken } from '../../auth/token-hash';
import type { Db } from '../../db/client';
import { passwordResets, usuarios } from '../../db/schema';

export async function storeResetToken(db: Db, userId: number, token: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResets).values({ usuarioId: userId, tokenHash: hashToken(token), expiresAt });
}

/**
 * Spends a valid, unexpired token and answers its owner. Spending it and reading the owner is one
 * statement: a token works once, even under races.
 */
export async function spendResetToken(db: Db, token: string, now = new Date()): Promise<number | undefined> {
  const [spent] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ usuarioId: passwordResets.usuarioId });
  return spent?.usuarioId;
}

/**
 * The new password, and every session and link issued before it ended: refresh tokens deleted, access
 * tokens outdated by the raised session version, the account's other reset links spent.
 */
export async function replacePassword(
  db: Db,
  userId: number,
  password: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(usuarios)
    .set({ passwordHash: await hashPassword(password), sesionVersion: sql`${usuarios.sesionVersion} + 1` })
    .where(eq(usuarios.id, userId));
  await revokeRefreshTokens(db, userId);
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.usuarioId, userId), isNull(passwordResets.usedAt)));
}
