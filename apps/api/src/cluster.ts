import cluster from 'node:cluster';
import { resolve } from 'node:path';
import type { Env } from './env';
import { loggerOf } from './log/logger';
import { aggregateWorkersMetrics } from './ops/metrics/cluster-metrics';
import { loadJwtSecret } from './secrets';
import { prepareDatabaseOnce, startServer } from './server';
import { threadpoolEnv } from './threadpool-size';

const WORKER_INDEX = 'PUPITRE_WORKER_INDEX';
// A worker that keeps dying right after it starts is not restarted in a loop.
const RESTART_AFTER_MS = 1_000;

/**
 * WORKERS processes sharing the port (node:cluster). The primary migrates and seeds once, then forks;
 * each worker runs a whole server with its own pool, response cache and change listener, so a write
 * in one reaches the others' caches through the database (docs/architecture.md). The primary restarts
 * a worker that dies, and stops them all on SIGINT or SIGTERM.
 */
export async function runCluster(env: Env): Promise<void> {
  const logger = loggerOf(undefined);
  if (cluster.isWorker) {
    const index = Number(process.env[WORKER_INDEX]);
    const { close } = await startServer(env, undefined, { prepare: false, housekeeping: index === 1 });
    process.on('SIGTERM', () =>
      close().then(
        () => process.exit(0),
        () => process.exit(1),
      ),
    );
    // The primary owns Ctrl-C: it forwards it as SIGTERM.
    process.on('SIGINT', () => {});
    return;
  }
  await prepareDatabaseOnce(env);
  // Made (or read) once here: workers generating it at the same moment would each sign with their own.
  loadJwtSecret(env.JWT_SECRET, resolve(env.DATA_DIR));
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ [WORKER_INDEX]: String(index), ...threadpoolEnv(process.env) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ code, signal, index }, 'worker stopped; starting another');
      setTimeout(() => fork(index), RESTART_AFTER_MS);
    });
  };
  // Any worker may get the scrape; it asks the primary, which collects every worker's registry.
  if (env.METRICS_TOKEN) aggregateWorkersMetrics();
  for (let index = 1; index <= env.WORKERS; index += 1) fork(index);
  logger.info(`Pupitre primary started ${env.WORKERS} workers`);
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
