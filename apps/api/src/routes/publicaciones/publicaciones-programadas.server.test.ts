import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../ops/testing/free-port';
import { type ServerProcess, startServerProcess } from '../../ops/testing/server-process';
import { createServerDatabase } from '../../test/test-database';

const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'Admin12345';

const TITLE = 'Zarigüeya de dos servidores';
/** A word of the title alone, to find the post by search. */
const WORD = 'zarigueya';

const pause = (ms: number) => new Promise((wake) => setTimeout(wake, ms));

/**
 * Counts each publishing of a post: an update that makes it published with a new date. A second run of
 * the publish job would set the date again even though the state stays the same.
 */
const countPublishes = {
  async install(sql: postgres.Sql) {
    await sql.unsafe(`
      CREATE TABLE test_publicaciones_publicadas (publicacion_id integer NOT NULL);
      CREATE FUNCTION test_count_publish() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.estado = 'publicado' AND NEW.fecha_creacion IS DISTINCT FROM OLD.fecha_creacion THEN
          INSERT INTO test_publicaciones_publicadas VALUES (NEW.id);
        END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_count_publish AFTER UPDATE ON publicaciones
        FOR EACH ROW EXECUTE FUNCTION test_count_publish();`);
  },
  async of(sql: postgres.Sql, id: number) {
    const [row] =
      await sql`SELECT count(*)::int AS n FROM test_publicaciones_publicadas WHERE publicacion_id = ${id}`;
    return row?.n as number;
  },
};

describe.runIf(serverUrl)('a scheduled post with two instances on one PostgreSQL database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-scheduled-two-'));
  const running: ServerProcess[] = [];
  let bases: string[] = [];
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let sql: postgres.Sql;

  const start = async () => {
    const port = await freePort();
    running.push(
      await startServerProcess({
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        ADMIN_PASSWORD: PASSWORD,
      }),
    );
    return `http://127.0.0.1:${port}`;
  };

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl as string);
    // One first, so migrations and the seed run once; the second finds them done.
    bases = [await start(), await start()];
    sql = postgres(database.url, { max: 1, onnotice: () => {} });
    await countPublishes.install(sql);
  }, 120_000);

  afterAll(async () => {
    for (const instance of running) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await Promise.all(running.map((instance) => instance.exited));
    await sql?.end({ timeout: 5 });
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Everything a visitor could find the post by on one instance, each read twice so its cache keeps it. */
  async function visitorSees(base: string, id: number) {
    const read = async (path: string) => {
      await fetch(`${base}${path}`).then((answer) => answer.arrayBuffer());
      return fetch(`${base}${path}`);
    };
    const ids = async (path: string) =>
      ((await (await read(path)).json()) as { ID_publicaciones: number }[]).map(
        (row) => row.ID_publicaciones,
      );
    const page = await read(`/api/publicaciones/${id}`);
    await page.arrayBuffer();
    return {
      list: (await ids('/api/publicaciones?limite=50')).includes(id),
      search: (await ids(`/api/publicaciones/search?term=${WORD}`)).includes(id),
      post: page.status === 200,
      category: (await ids('/api/categorias/2/publicaciones')).includes(id),
      sitemap: (await (await read('/sitemap-publicaciones-1.xml')).text()).includes(`/blog/${id}<`),
      rss: (await (await read('/rss.xml')).text()).includes(TITLE),
    };
  }

  /** Polls one instance; resolves with how long after `at` the post was first in both places. */
  async function msUntilVisible(base: string, id: number, at: string, giveUpMs = 15_000) {
    const until = Date.now() + giveUpMs;
    while (Date.now() < until) {
      const seen = await visitorSees(base, id);
      if (Object.values(seen).every(Boolean)) return Date.now() - Date.parse(at);
      await pause(100);
    }
    return Number.POSITIVE_INFINITY;
  }

  it('is hidden everywhere on both until its time, everywhere on both within 5 s after it, and published once', async () => {
    const [first, second] = bases as [string, string];
    const login = await fetch(`${first}/api/auth/token/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { access } = (await login.json()) as { access: string };
    // A published post first, so both instances have a list to keep in their caches.
    const post = (body: object) =>
      fetch(`${first}/api/publicaciones`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
        body: JSON.stringify({ categorias: [2], estado: 'publicado', ...body }),
      });
    expect((await post({ titulo: 'Ya publicada', contenido: '<p>Visible.</p>' })).status).toBe(201);

    const at = new Date(Date.now() + 4_000).toISOString();
    const saved = await post({
      titulo: TITLE,
      contenido: '<p>Cuerpo.</p>',
      enviarSuscriptores: true,
      programadaPara: at,
    });
    expect(saved.status).toBe(201);
    const id = ((await saved.json()) as { ID_publicaciones: number }).ID_publicaciones;

    const hidden = { list: false, search: false, post: false, category: false, sitemap: false, rss: false };
    expect([await visitorSees(first, id), await visitorSees(second, id)]).toEqual([hidden, hidden]);
    expect(Date.now()).toBeLessThan(Date.parse(at));

    const late = await Promise.all(bases.map((base) => msUntilVisible(base, id, at)));
    expect(Math.min(...late)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...late)).toBeLessThan(5_000);
    // Past the pg-boss polling of both instances, so a second run would have happened by now.
    await pause(2_000);
    expect(await countPublishes.of(sql, id)).toBe(1);
    const envios = await sql`SELECT count(*)::int AS n FROM newsletter_envios WHERE publicacion_id = ${id}`;
    expect(envios[0]?.n).toBe(1);
  }, 40_000);
});
