import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { startServer } from '../server';
import { createServerDatabase } from '../test/test-database';

const serverUrl = process.env.DATABASE_URL;
const ONE_SECOND = 1_000;

type Instance = Awaited<ReturnType<typeof startServer>>;

async function listening(instance: Instance): Promise<string> {
  if (!instance.server.listening) await new Promise((resolve) => instance.server.once('listening', resolve));
  return `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
}

/** Asks until `check` holds; returns how long it took, or fails after `limit` ms. */
async function within(limit: number, check: () => Promise<boolean>): Promise<number> {
  const start = performance.now();
  while (!(await check())) {
    if (performance.now() - start > limit) throw new Error(`not seen within ${limit} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - start;
}

async function call(base: string, method: string, path: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const answer = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    cache: answer.headers.get('x-cache'),
    json: text ? JSON.parse(text) : undefined,
  };
}

// The embedded database belongs to one process, so two instances need a PostgreSQL server: scripts/test.sh
// runs this suite again against one, where the second describe runs.
describe('several instances on the embedded database', () => {
  it('are refused at start with a message naming the setting', () => {
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(
      /WORKERS: several workers need DATABASE_URL: the embedded database belongs to one process/,
    );
    expect(
      parseEnv({ WORKERS: 'auto', DATABASE_URL: 'postgres://localhost/pupitre' }).WORKERS,
    ).toBeGreaterThan(0);
  });
});

describe.runIf(serverUrl)('two instances on one PostgreSQL server', () => {
  let dataDir: string;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let first: Instance;
  let second: Instance;
  let one: string;
  let other: string;
  let adminToken: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pupitre-instances-'));
    const database = await createServerDatabase(serverUrl as string);
    drop = database.drop;
    databaseUrl = database.url;
    const env = parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DEMO_CONTENT: 'off',
      ADMIN_USERNAME: 'admin',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'Admin12345',
      JWT_SECRET: 'a-secret-both-instances-share-and-is-long-enough',
    });
    first = await startServer(env, () => {});
    second = await startServer(env, () => {}, { prepare: false, housekeeping: false });
    one = await listening(first);
    other = await listening(second);
    adminToken = (
      await call(one, 'POST', '/api/auth/token/', undefined, { username: 'admin', password: 'Admin12345' })
    ).json.access;
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Reads `path` on the other instance until it is held in its cache. */
  async function heldByOther(path: string) {
    await within(ONE_SECOND, async () => (await call(other, 'GET', path)).cache === 'HIT');
  }

  it('serve a post created, edited and deleted through one from the other within a second', async () => {
    const list = '/api/publicaciones?limite=10';
    await heldByOther(list);
    const created = await call(one, 'POST', '/api/publicaciones', adminToken, {
      titulo: 'Diario de aula',
      contenido: '<p>Primera entrada.</p>',
      estado: 'publicado',
      categorias: [1],
    });
    expect(created.status).toBe(201);
    const id = created.json.ID_publicaciones as number;
    const listed = await within(ONE_SECOND, async () =>
      (await call(other, 'GET', list)).json.some(
        (post: { ID_publicaciones: number }) => post.ID_publicaciones === id,
      ),
    );

    await heldByOther(`/api/publicaciones/${id}`);
    const edited = await call(one, 'PUT', `/api/publicaciones/${id}`, adminToken, {
      titulo: 'Diario de aula, corregido',
      contenido: '<p>Primera entrada.</p>',
      categorias: [1],
    });
    expect(edited.status).toBe(200);
    const changed = await within(
      ONE_SECOND,
      async () =>
        (await call(other, 'GET', `/api/publicaciones/${id}`)).json.Titulo === 'Diario de aula, corregido',
    );

    await heldByOther(`/api/publicaciones/${id}`);
    expect((await call(one, 'DELETE', `/api/publicaciones/${id}`, adminToken)).status).toBe(200);
    const gone = await within(
      ONE_SECOND,
      async () => (await call(other, 'GET', `/api/publicaciones/${id}`)).status === 404,
    );
    expect(Math.max(listed, changed, gone)).toBeLessThan(ONE_SECOND);
  });

  it('serve a comment added, edited and deleted through one from the other within a second', async () => {
    const post = await call(one, 'POST', '/api/publicaciones', adminToken, {
      titulo: 'Preguntas de la semana',
      contenido: '<p>Dejad vuestras dudas.</p>',
      estado: 'publicado',
      categorias: [1],
    });
    const comments = `/api/comentarios/publicacion/${post.json.ID_publicaciones}`;
    const texts = async () =>
      ((await call(other, 'GET', comments)).json as { contenido: string }[]).map(
        (comment) => comment.contenido,
      );

    await heldByOther(comments);
    const added = await call(one, 'POST', comments, adminToken, { contenido: '¿Hay examen el lunes?' });
    expect(added.status).toBe(201);
    await within(ONE_SECOND, async () => (await texts()).includes('¿Hay examen el lunes?'));

    await heldByOther(comments);
    const id = added.json.ID_comentario as number;
    expect(
      (await call(one, 'PUT', `/api/comentarios/${id}`, adminToken, { contenido: '¿Hay examen el martes?' }))
        .status,
    ).toBe(200);
    await within(ONE_SECOND, async () => (await texts()).includes('¿Hay examen el martes?'));

    await heldByOther(comments);
    expect((await call(one, 'DELETE', `/api/comentarios/${id}`, adminToken)).status).toBe(200);
    await within(ONE_SECOND, async () => (await texts()).length === 0);
  });

  /** Sends `signal` to the backends of this database that hold a LISTEN: the instances' listeners. */
  async function signalListeners(signal: 'SIGSTOP' | 'SIGCONT'): Promise<number> {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ pid: number }[]>`
        SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'listen%'`;
      for (const { pid } of rows) process.kill(pid, signal);
      return rows.length;
    } finally {
      await sql.end({ timeout: 5 });
    }
  }

  it('stop serving kept answers while their change listener stalls, and keep them again after (drill F10)', async () => {
    const created = await call(one, 'POST', '/api/publicaciones', adminToken, {
      titulo: 'Salida al museo',
      contenido: '<p>Llevad cuaderno.</p>',
      estado: 'publicado',
      categorias: [1],
    });
    const path = `/api/publicaciones/${created.json.ID_publicaciones}`;
    await heldByOther(path);
    expect(await signalListeners('SIGSTOP')).toBe(2);
    try {
      const edited = await call(one, 'PUT', path, adminToken, {
        titulo: 'Salida al museo, aplazada',
        contenido: '<p>Llevad cuaderno.</p>',
        categorias: [1],
      });
      expect(edited.status).toBe(200);
      // A check every 5 s, given 2 s to come back: the stale answer goes within about 7 s.
      await within(9 * ONE_SECOND, async () =>
        (await call(other, 'GET', path)).json.Titulo.endsWith('aplazada'),
      );
      const reads = [await call(other, 'GET', path), await call(other, 'GET', path)];
      expect(reads.map((read) => read.cache)).toEqual(['MISS', 'MISS']);
    } finally {
      await signalListeners('SIGCONT');
    }
    await within(9 * ONE_SECOND, async () => (await call(other, 'GET', path)).cache === 'HIT');
  }, 30_000);
});
