import cluster from 'node:cluster';
import { type Database, POOL_CONNECTIONS } from '../db/client';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { ownMetricsSource, workerMetricsSource } from './metrics/cluster-metrics';
import { observeQueries } from './metrics/query-timing';
import { createOpsMetrics, type OpsMetrics } from './metrics/registry';
import type { MetricsSource } from './metrics-endpoint';

export interface Ops {
  lifecycle: Lifecycle;
  metrics?: OpsMetrics;
  source?: MetricsSource;
  /** Stops observing the database's queries. */
  stop(): void;
}

/** The process's probes state, and its metrics when a token turns them on. */
export function openOps(database: Database, metricsToken: string | undefined): Ops {
  const lifecycle = createLifecycle();
  if (!metricsToken) return { lifecycle, stop: () => {} };
  const metrics = createOpsMetrics(
    database.kind === 'postgres' ? { maxConnections: POOL_CONNECTIONS } : undefined,
  );
  const stop = observeQueries({
    started: () => metrics.queriesInFlight.inc(),
    finished: (seconds) => {
      metrics.queriesInFlight.dec();
      metrics.queryDuration.observe(seconds);
    },
  });
  const source = cluster.isWorker
    ? workerMetricsSource(metricsToken, metrics.registry)
    : ownMetricsSource(metricsToken, metrics.registry);
  return { lifecycle, metrics, source, stop };
}
