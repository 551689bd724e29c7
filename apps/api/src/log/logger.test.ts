import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';
import { loggerOf } from './logger';

const EMAIL = 'ana.garcia@example.com';
const HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

/** A logger whose JSON lines are collected, parsed, in `lines`. */
function capturedLogger() {
  const raw: string[] = [];
  const logger = loggerOf((line) => raw.push(line));
  const lines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, raw, lines };
}

describe('the logger', () => {
  it('writes JSON lines with a level, a time and the message', () => {
    const { logger, lines } = capturedLogger();
    logger.info('Pupitre listening on http://localhost:3000');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 30, msg: 'Pupitre listening on http://localhost:3000' }),
    ]);
    expect(Date.parse(lines()[0]?.time as string)).not.toBeNaN();
  });

  it('redacts authorization headers, cookies, passwords, tokens and hashes at any depth', () => {
    const { logger, raw, lines } = capturedLogger();
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer eyJhbGciOi.secret', cookie: 'sid=abc', 'user-agent': 'curl' },
        },
        body: {
          username: 'ana',
          password: 'Secreta123',
          password2: 'Secreta123',
          newPassword: 'Otra12345',
          user: { passwordHash: HASH, tokenHash: 'f00dfeed' },
        },
        tokens: [{ access: 'acc.tok.en', refresh: 'ref.tok.en', token: 'reset-token' }],
      },
      'seen',
    );
    for (const secret of [
      'eyJhbGciOi',
      'sid=abc',
      'Secreta123',
      'Otra12345',
      HASH,
      'f00dfeed',
      'acc.tok',
      'ref.tok',
      'reset-token',
    ]) {
      expect(raw.join(''), secret).not.toContain(secret);
    }
    const [line] = lines();
    expect(line?.req).toEqual({
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'curl' },
    });
    expect(line?.body).toMatchObject({ username: 'ana' });
  });

  it('hides email addresses in fields, messages and percent-encoded query strings', () => {
    const { logger, raw } = capturedLogger();
    logger.info({ email: EMAIL, to: `Ana <${EMAIL}>` }, `mail for ${EMAIL}`);
    logger.info({ url: '/api/auth/user/check?correo=ana.garcia%40example.com&x=1' }, 'query');
    expect(raw.join('')).not.toMatch(/ana\.garcia/);
    expect(raw[0]).toContain('mail for [email]');
    expect(raw[1]).toContain('check?correo=[email]&x=1');
  });
});

describe('logging a database error', () => {
  let database: Database;
  let failure: unknown;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A real failed query whose parameters hold an email and a password hash, as in the drill's 500.
    failure = await database.db.execute(sql`select ${EMAIL}::int, ${HASH} as hash`).catch((error) => error);
  });
  afterAll(() => database.close());

  it('keeps its class, message, code and stack but never its query or parameters', () => {
    const { logger, raw, lines } = capturedLogger();
    logger.error({ err: failure }, 'request failed');
    expect(raw.join('')).not.toContain('ana.garcia');
    expect(raw.join('')).not.toContain(HASH);
    expect(raw.join('')).not.toMatch(/params|parameters|"query"/);
    const err = lines()[0]?.err as Record<string, unknown>;
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toBe('Failed query');
    expect(err.stack).toMatch(/^Error: Failed query\n\s+at /);
    expect(err.cause).toMatchObject({ message: 'invalid input syntax for type integer', code: '22P02' });
  });

  it('does not let the raw message through when the error itself is logged', () => {
    const { logger, raw, lines } = capturedLogger();
    logger.error(failure);
    logger.error({ err: failure });
    expect(raw.join('')).not.toContain(HASH);
    expect(lines().map((line) => line.msg)).toEqual(['Failed query', 'Failed query']);
  });
});
