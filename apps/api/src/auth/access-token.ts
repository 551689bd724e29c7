import { MAX_RECORD_ID } from '@pupitre/data';
import { sign, verify } from 'hono/jwt';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface SessionUser {
  id: number;
  username: string;
  isSuperuser: boolean;
  /** The account's session version when the token was issued; a reset raises it, ending older tokens. */
  sessionVersion: number;
}

export interface AccessClaims {
  sub: string;
  user_id: number;
  username: string;
  is_superuser: boolean;
  type: 'access';
  ver: number;
  iat: number;
  exp: number;
}

export function signAccessToken(user: SessionUser, secret: string, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(user.id),
    user_id: user.id,
    username: user.username,
    is_superuser: user.isSuperuser,
    type: 'access',
    ver: user.sessionVersion,
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  };
  return sign({ ...claims }, secret, 'HS256');
}

function isRecordId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_RECORD_ID;
}

/**
 * The claims of a valid, unexpired access token, or undefined for anything else. A token without an
 * expiry is refused: the verifier only checks `exp` when it is present.
 */
export async function readAccessToken(token: string, secret: string): Promise<AccessClaims | undefined> {
  try {
    const claims = (await verify(token, secret, 'HS256')) as Partial<AccessClaims>;
    if (claims.type !== 'access' || !isRecordId(claims.user_id)) return undefined;
    if (typeof claims.exp !== 'number' || typeof claims.ver !== 'number') return undefined;
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}
