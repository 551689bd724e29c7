import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../test/test-database';
import { freePort } from './testing/free-port';
import { type LoadBalancer, startRoundRobinProxy } from './testing/round-robin-proxy';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const serverUrl = process.env.DATABASE_URL;
const MIN_REQUESTS = 5_000;

describe.runIf(serverUrl)('a rolling restart of two instances on PostgreSQL under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-rolling-'));
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let ports: number[];
  const running: ServerProcess[] = [];
  let proxy: LoadBalancer;

  const start = async (port: number) => {
    const instance = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SHUTDOWN_GRACE_S: '10',
      // Longer than the balancer's 50 ms probe interval.
      SHUTDOWN_DELAY_S: '0.5',
    });
    running.push(instance);
    return instance;
  };

  beforeAll(async () => {
    database = await createServerDatabase(serverUrl as string);
    ports = [await freePort(), await freePort()];
    // One first, so migrations and the seed run once; the second finds them done.
    await start(ports[0] as number);
    await start(ports[1] as number);
    proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    for (const instance of running) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails no request while each instance in turn gets SIGTERM, exits 0 and starts again', async () => {
    let finish: (result: autocannon.Result) => void = () => {};
    const finished = new Promise<autocannon.Result>((resolve) => {
      finish = resolve;
    });
    const load = autocannon(
      {
        url: proxy.url,
        connections: 8,
        amount: 1_000_000,
        requests: [
          { method: 'GET', path: '/api/categorias' },
          { method: 'GET', path: '/api/publicaciones?limite=5' },
          { method: 'GET', path: '/api/health/live' },
        ],
      },
      (_, result) => finish(result),
    );
    let answered = 0;
    load.on('response', () => {
      answered += 1;
    });
    const exitCodes: (number | null)[] = [];
    for (const [index, port] of ports.entries()) {
      const instance = running[index] as ServerProcess;
      instance.child.kill('SIGTERM');
      exitCodes.push(await instance.exited);
      await start(port);
    }
    // However fast the machine, the load runs past the threshold.
    while (answered < MIN_REQUESTS) await new Promise((resolve) => setTimeout(resolve, 100));
    load.stop();
    const result = await finished;
    console.log(
      `[rolling restart] ${result.requests.total} requests over ${result.duration} s, both instances restarted ` +
        `(exit codes ${exitCodes.join(', ')}): ${result.errors} errors, ${result.timeouts} timeouts, ` +
        `${result.non2xx} answers other than 2xx`,
    );

    expect(exitCodes).toEqual([0, 0]);
    expect(result.requests.total).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  }, 120_000);
});
