import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { startServer } from '../server';
import { reportJobCounts } from './metrics/job-counts';
import { promtoolCheck } from './testing/promtool';

const TOKEN = 'token-de-metricas-largo';
const dataDir = mkdtempSync(join(tmpdir(), 'pupitre-metrics-'));
let instance: Awaited<ReturnType<typeof startServer>>;
let base: string;

beforeAll(async () => {
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'off',
    METRICS_TOKEN: TOKEN,
  });
  instance = await startServer(env, () => {});
  if (!instance.server.listening) await new Promise((resolve) => instance.server.once('listening', resolve));
  base = `http://127.0.0.1:${(instance.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  reportJobCounts(undefined);
  await instance.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const scrape = (authorization?: string) =>
  fetch(`${base}/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

async function families(): Promise<Map<string, MetricFamily>> {
  const answer = await scrape(`Bearer ${TOKEN}`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return new Map(parsePrometheusTextFormat(await answer.text()).map((family) => [family.name, family]));
}

describe('GET /metrics', () => {
  it('answers 401 without the token or with another one', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer otro-token-cualquiera')).status).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).status).toBe(401);
  });

  it('counts requests by route pattern and status class, never by raw path', async () => {
    for (const path of [
      '/api/categorias',
      '/api/categorias',
      '/api/publicaciones/12345',
      '/api/publicaciones/678',
    ]) {
      await (await fetch(`${base}${path}`)).arrayBuffer();
    }
    const metrics = await families();
    // The parser keeps no labels on histogram lines whose `le` comes first (prom-client's order), so the
    // series are read from the request counter, which has the same labels.
    expect(metrics.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const series = metrics.get('http_requests_total')?.metrics ?? [];
    const count = (route: string, status_class: string) =>
      series.find((sample) => sample.labels?.route === route && sample.labels?.status_class === status_class)
        ?.value;
    expect(count('/api/publicaciones/:id', '4xx')).toBe('2');
    expect(count('/api/categorias', '2xx')).toBe('1');
    // The second read of the categories was a kept answer, sent before the framework saw it.
    expect(count('(response cache)', '2xx')).toBe('1');
    expect(JSON.stringify(series)).not.toMatch(/12345|678/);
  });

  it('shows response cache hits and misses, query times, event-loop lag, heap and job counts', async () => {
    reportJobCounts(async () => ({ queued: 3, failed: 1 }));
    const metrics = await families();
    const cache = Object.fromEntries(
      metrics.get('pupitre_response_cache_total')?.metrics.map((s) => [s.labels?.result, Number(s.value)]) ??
        [],
    );
    expect(cache.hit).toBeGreaterThanOrEqual(1);
    expect(cache.miss).toBeGreaterThanOrEqual(1);
    expect(Number(metrics.get('pupitre_db_query_duration_seconds')?.metrics[0]?.count)).toBeGreaterThan(0);
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(metrics.has(name), name).toBe(true);
    }
    expect(metrics.get('pupitre_jobs_queued')?.metrics[0]?.value).toBe('3');
    expect(metrics.get('pupitre_jobs_failed')?.metrics[0]?.value).toBe('1');
  });

  it('passes promtool check metrics, histograms and labels included', async () => {
    await (await fetch(`${base}/api/categorias`)).arrayBuffer();
    await (await fetch(`${base}/api/publicaciones/999999`)).arrayBuffer();
    const answer = await scrape(`Bearer ${TOKEN}`);
    const text = await answer.text();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{.*route="\/api\/categorias".*\} \d+$/m);
    expect(promtoolCheck(text)).toEqual({ findings: '', status: 0 });
  });
});
