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
  /** The refresh family of the login that issued it: logging out deletes the family and ends the token. */
  fam: string;
  iat: number;
  exp: number;
}

export function signAccessToken(
  user: SessionUser,
  family: string,
  secret: string,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(user.id),
    user_id: user.id,
    username: user.username,
    is_superuser: user.isSuperuser,
    type: 'access',
    ver: user.sessionVersion,
    fam: family,
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
  };
  return sign({ ...claims }, secret, 'HS256');
}

function isRecordId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_RECORD_ID;
}

/** Clock difference tolerated between the instance that signed a token and the one reading it. */
const CLOCK_SKEW_SECONDS = 60;

/** Whether the token was issued by us at most one access lifetime ago, for at most one lifetime. */
function withinLifetime(claims: Partial<AccessClaims>, now: number): boolean {
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number') return false;
  const seconds = Math.floor(now / 1000);
  return (
    iat <= seconds + CLOCK_SKEW_SECONDS &&
    seconds - iat <= ACCESS_TOKEN_SECONDS + CLOCK_SKEW_SECONDS &&
    exp - iat <= ACCESS_TOKEN_SECONDS
  );
}

/**
 * The claims of a valid, unexpired access token, or undefined for anything else. A token without an
 * expiry is refused (the verifier only checks `exp` when it is present), and so is one that claims a
 * longer life than ours or was issued longer ago than that: a leaked signing key cannot mint a token
 * that lasts a century.
 */
export async function readAccessToken(
  token: string,
  secret: string,
  now = Date.now(),
): Promise<AccessClaims | undefined> {
  try {
    const claims = (await verify(token, secret, 'HS256')) as Partial<AccessClaims>;
    if (claims.type !== 'access' || !isRecordId(claims.user_id)) return undefined;
    if (typeof claims.ver !== 'number' || typeof claims.fam !== 'string') return undefined;
    if (!withinLifetime(claims, now)) return undefined;
    return claims as AccessClaims;
  } catch {
    return undefined;
  }
}
