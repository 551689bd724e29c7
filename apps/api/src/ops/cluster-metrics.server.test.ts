import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerDatabase } from '../test/test-database';
import { freePort } from './testing/free-port';
import { promtoolCheck } from './testing/promtool';
import { type ServerProcess, startServerProcess } from './testing/server-process';

const serverUrl = process.env.DATABASE_URL;
const TOKEN = 'token-de-metricas-largo';
const REQUESTS = 40;

describe.runIf(serverUrl)('metrics with two workers', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-cluster-metrics-'));
  let server: ServerProcess | undefined;
  let drop = async () => {};
  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("count every worker's requests, whichever worker gets the scrape", async () => {
    const database = await createServerDatabase(serverUrl as string);
    drop = database.drop;
    const port = await freePort();
    server = await startServerProcess({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      WORKERS: '2',
      METRICS_TOKEN: TOKEN,
      RESPONSE_CACHE_MB: '0',
    });
    const base = `http://127.0.0.1:${port}`;
    // Both workers must be listening before the count starts: each logs its own line.
    while ((server.output().match(/listening on/g) ?? []).length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (let index = 0; index < REQUESTS; index += 1) {
      // A new connection each time, so the primary hands them out in turn.
      await (await fetch(`${base}/api/health/live`, { headers: { Connection: 'close' } })).arrayBuffer();
    }
    const answer = await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status, server.output().slice(-3000)).toBe(200);
    const scrape = await answer.text();
    expect(promtoolCheck(scrape)).toEqual({ findings: '', status: 0 });
    const requests = parsePrometheusTextFormat(scrape).find(
      (family) => family.name === 'http_requests_total',
    );
    const live = requests?.metrics.find((sample) => sample.labels?.route === '/api/health/live');
    expect(Number(live?.value)).toBe(REQUESTS);
  }, 90_000);
});
