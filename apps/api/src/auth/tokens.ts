import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;

export interface SessionUser {
  id: number;
  username: string;
  isSuperuser: boolean;
}

export interface AccessClaims {
  sub: string;
  user_id: number;
  username: string;
  is_superuser: boolean;
  type: 'access';
  iat: number;
  exp: number;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function signAccessToken(user: SessionUser, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(user.id),
    user_id: user.id,
    username: user.username,
    is_superuser: user.isSuperuser,
    type: 'access',
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  };
  return sign({ ...claims }, secret, 'HS256');
}

/** The claims of a valid, unexpired access token, or undefined for anything else. */
export async function readAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const claims = (await verify(token, secret, 'HS256')) as Partial<AccessClaims>;
    if (claims.type !== 'access' || typeof claims.user_id !== 'number') return undefined;
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}

/** A new opaque refresh token; only its hash is stored. */
export async function issueRefreshToken(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(refreshTokens).values({ usuarioId: userId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/**
 * Spends a refresh token: it is deleted in the same statement that finds it, so two concurrent uses of
 * one token cannot both succeed, and a used token is refused from then on.
 */
export async function consumeRefreshToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<number | undefined> {
  const [spent] = await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, hashToken(token)), gt(refreshTokens.expiresAt, now)))
    .returning({ usuarioId: refreshTokens.usuarioId });
  return spent?.usuarioId;
}

export async function revokeRefreshTokens(db: Db, userId: number): Promise<void> {
  await db.delete(refreshTokens).where(eq(refreshTokens.usuarioId, userId));
}
