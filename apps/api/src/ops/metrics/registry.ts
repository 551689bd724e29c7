import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { jobCountsReader } from './job-counts';

/** Latency buckets from a kept answer (well under a millisecond) to a slow write. */
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5];

export interface OpsMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  responseCache: Counter<'result'>;
  queryDuration: Histogram;
  queriesInFlight: Gauge;
}

/**
 * prom-client's gauges of active handles, requests and resources end in `_total`, which Prometheus keeps
 * for counters (promtool check metrics refuses them); their per-type series stay, and sum to the same.
 */
const GAUGES_NAMED_AS_COUNTERS = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/** Every metric of one server, in a registry of its own (several servers may share a test process). */
export function createOpsMetrics(pool?: { maxConnections: number }): OpsMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  for (const name of GAUGES_NAMED_AS_COUNTERS) registry.removeSingleMetric(name);
  const httpLabels = ['method', 'route', 'status_class'] as const;
  const metrics: OpsMetrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by route pattern and status class.',
      labelNames: httpLabels,
      buckets: HTTP_BUCKETS,
      registers,
    }),
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern and status class.',
      labelNames: httpLabels,
      registers,
    }),
    responseCache: new Counter({
      name: 'pupitre_response_cache_total',
      help: "Visitors' reads answered from the response cache (hit) or read from the database and kept (miss).",
      labelNames: ['result'],
      registers,
    }),
    queryDuration: new Histogram({
      name: 'pupitre_db_query_duration_seconds',
      help: 'Time each database query took, transactions counted statement by statement.',
      buckets: QUERY_BUCKETS,
      registers,
    }),
    queriesInFlight: new Gauge({
      name: 'pupitre_db_queries_in_flight',
      help: 'Queries sent and not yet answered: past the pool size they wait for a connection.',
      registers,
    }),
  };
  if (pool) {
    new Gauge({
      name: 'pupitre_db_pool_max_connections',
      help: 'Connections the pool may open to the database server.',
      registers,
    }).set(pool.maxConnections);
  }
  registerJobGauges(registry);
  return metrics;
}

function registerJobGauges(registry: Registry): void {
  for (const [state, help] of [
    ['queued', 'Jobs waiting to run.'],
    ['failed', 'Jobs that failed for good.'],
  ] as const) {
    new Gauge({
      name: `pupitre_jobs_${state}`,
      help,
      registers: [registry],
      async collect() {
        const read = jobCountsReader();
        if (read) this.set((await read())[state]);
      },
    });
  }
}
