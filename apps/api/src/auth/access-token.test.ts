import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, readAccessToken, signAccessToken } from './access-token';

const SECRET = 'secreto-de-prueba-de-al-menos-32-caracteres';
const user = { id: 7, username: 'lectora', isSuperuser: false, sessionVersion: 1 };
const claimsAt = (iat: number, exp: number) => ({
  sub: '7',
  user_id: 7,
  username: 'lectora',
  is_superuser: false,
  type: 'access',
  ver: 1,
  fam: 'familia-de-prueba',
  iat,
  exp,
});

describe('access tokens (drill note: lifetimes)', () => {
  const now = Date.now();
  const seconds = Math.floor(now / 1000);

  it('reads a token we issued', async () => {
    const claims = await readAccessToken(
      await signAccessToken(user, 'familia-de-prueba', SECRET, now),
      SECRET,
      now,
    );
    expect(claims?.user_id).toBe(7);
  });

  it('refuses a token that claims to last a century', async () => {
    const token = await sign(claimsAt(seconds, seconds + 100 * 365 * 24 * 3600), SECRET, 'HS256');
    expect(await readAccessToken(token, SECRET, now)).toBeUndefined();
  });

  it('refuses a token issued longer ago than an access lifetime, whatever its expiry says', async () => {
    const iat = seconds - ACCESS_TOKEN_SECONDS - 3600;
    const token = await sign(claimsAt(iat, seconds + 60), SECRET, 'HS256');
    expect(await readAccessToken(token, SECRET, now)).toBeUndefined();
  });

  it('refuses a token issued in the future and one without an issue time', async () => {
    const future = await sign(claimsAt(seconds + 3600, seconds + 3600 + 60), SECRET, 'HS256');
    expect(await readAccessToken(future, SECRET, now)).toBeUndefined();
    const { iat: _iat, ...noIat } = claimsAt(seconds, seconds + 60);
    expect(await readAccessToken(await sign(noIat, SECRET, 'HS256'), SECRET, now)).toBeUndefined();
  });
});
