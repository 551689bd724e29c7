import { createHmac } from 'node:crypto';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function forge(header: object, claims: object, secret?: string): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

const superuser = { sub: '1', user_id: 1, username: 'admin', is_superuser: true, type: 'access', ver: 0 };
const later = Math.floor(Date.now() / 1000) + 3600;

/** Authorization headers an outsider can write: malformed, unsigned, or signed with a guessed secret. */
export const forgedAuthorizations: string[] = [
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Bearer a.b.c',
  'bearer  a.b.c',
  'Basic YWRtaW46QWRtaW4xMjM0NQ==',
  `Bearer ${'a'.repeat(10_000)}`,
  `Bearer ${forge({ alg: 'none', typ: 'JWT' }, { ...superuser, exp: later })}`,
  `Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, { ...superuser, exp: later }, 'secret')}`,
  `Bearer ${forge({ alg: 'HS256', typ: 'JWT' }, { ...superuser, user_id: 2 ** 31, exp: later }, 'changeme')}`,
  `Bearer ${forge({ alg: 'HS512', typ: 'JWT' }, superuser, '')}`,
  `Bearer ${forge({ alg: 'RS256', kid: '../../dev/null' }, { ...superuser, exp: later }, 'x')}`,
];
