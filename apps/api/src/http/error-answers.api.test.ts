import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/test-database';

const EMAIL = 'ana.garcia@example.com';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: Database;
let app: ReturnType<typeof createApp>;
const raw: string[] = [];
const logLines = () => raw.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  database = await createTestDatabase();
  // Every new subscription fails in the database, as an unexpected failure would: a 500 whose query
  // parameters hold the subscriber's email.
  await database.db.execute(
    sql`alter table suscripciones_newsletter add constraint refuse_all check (false) not valid`,
  );
  app = createApp({
    db: database.db,
    config: {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
      publicUrl: 'http://localhost:3000',
      dataDir: '',
    },
    services: { mailer: { send: async () => {} } },
    log: (line) => raw.push(line),
  });
});
afterAll(() => database.close());
beforeEach(() => {
  raw.length = 0;
});

async function send(path: string, init: RequestInit = {}) {
  const answer = await app.request(path, init);
  const text = await answer.text();
  return {
    status: answer.status,
    id: answer.headers.get('x-request-id'),
    body: text ? JSON.parse(text) : undefined,
  };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  send(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the request id', () => {
  it('is generated for each request and sent back in X-Request-Id', async () => {
    const first = await send('/api/categorias');
    const second = await send('/api/categorias');
    expect(first.status).toBe(200);
    expect(first.id).toMatch(UUID);
    expect(second.id).toMatch(UUID);
    expect(second.id).not.toBe(first.id);
  });

  it("keeps the caller's id when it is short and plain, and replaces any other", async () => {
    const kept = await send('/api/categorias', { headers: { 'X-Request-Id': 'proxy-7f3a_01=' } });
    expect(kept.id).toBe('proxy-7f3a_01=');
    for (const unsafe of ['a b', '<script>', 'id"},{"level":60', 'x'.repeat(65)]) {
      const replaced = await send('/api/categorias', { headers: { 'X-Request-Id': unsafe } });
      expect(replaced.id, unsafe).toMatch(UUID);
    }
  });
});

describe('error answers', () => {
  it('carry the request id beside their detail and errors, for every kind of refusal', async () => {
    const answers = [
      await send('/api/no-existe'),
      await send('/ruta/fuera/de/la/api'),
      await send('/api/auth/user/'),
      await postJson('/api/contacto', {}),
      await send('/api/contacto', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 401, 400, 415]);
    for (const answer of answers) {
      expect(answer.body).toEqual(
        expect.objectContaining({ detail: expect.any(String), request_id: answer.id }),
      );
    }
    expect(answers[3]?.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'email' })]),
    );
  });

  it('of refused requests are logged with the same id, the method and the path', async () => {
    const refused = await send('/api/no-existe?correo=ana%40example.com');
    expect(logLines()).toEqual([
      expect.objectContaining({
        level: 30,
        requestId: refused.id,
        method: 'GET',
        path: '/api/no-existe',
        status: 404,
      }),
    ]);
    expect(raw.join('')).not.toContain('correo');
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with the request id, and logs it once with that id', async () => {
    const answer = await postJson(
      '/api/newsletter?ref=boletin',
      { email: EMAIL },
      { 'X-Request-Id': 'fallo-1' },
    );
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ detail: 'Error interno del servidor.', request_id: 'fallo-1' });
    const lines = logLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      requestId: 'fallo-1',
      method: 'POST',
      path: '/api/newsletter',
      err: { type: 'DrizzleQueryError', message: 'Failed query', stack: expect.stringMatching(/\n\s+at /) },
    });
  });

  it('logs neither the query, its parameters, the query string nor the body', async () => {
    await postJson('/api/newsletter?ref=boletin', { email: EMAIL });
    const logged = raw.join('');
    expect(logged).toContain('request failed');
    expect(logged).not.toContain('ana.garcia');
    expect(logged).not.toContain('boletin');
    // The driver's own message may name the table; the SQL text and its values never appear.
    expect(logged).not.toMatch(/insert into|params|"query"/i);
  });
});
