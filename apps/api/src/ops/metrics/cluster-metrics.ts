import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { MetricsSource } from '../metrics-endpoint';

const ASK = 'pupitre:metrics-request';
const ANSWER = 'pupitre:metrics-answer';
const ANSWER_TIMEOUT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: string;
  body?: string;
  contentType?: string;
  error?: string;
}

/**
 * In the primary: answers a worker's request for everyone's metrics with prom-client's aggregation,
 * which asks every worker for its registry and sums (or, for gauges, labels) the series.
 */
export function aggregateWorkersMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK) return;
    const reply = (answer: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ body, contentType: aggregator.contentType }),
      (error: Error) => reply({ error: error.message }),
    );
  });
}

/**
 * In a worker: its registry is what the primary collects, and /metrics (which any worker may get)
 * answers the primary's aggregate of all of them.
 */
export function workerMetricsSource(token: string, registry: Registry): MetricsSource {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one is what makes prom-client answer the primary's collection requests in a worker.
  new AggregatorRegistry();
  return {
    token,
    render: () =>
      new Promise((resolve, reject) => {
        const id = randomUUID();
        const timer = setTimeout(
          () => done({ type: ANSWER, id, error: 'the primary did not answer' }),
          ANSWER_TIMEOUT_MS,
        );
        const done = (answer: Answer) => {
          if (answer?.type !== ANSWER || answer.id !== id) return;
          clearTimeout(timer);
          process.off('message', done);
          if (answer.error !== undefined) reject(new Error(`cluster metrics: ${answer.error}`));
          else resolve({ body: answer.body ?? '', contentType: answer.contentType ?? 'text/plain' });
        };
        process.on('message', done);
        process.send?.({ type: ASK, id });
      }),
  };
}

/** One process's own metrics. */
export const ownMetricsSource = (token: string, registry: Registry): MetricsSource => ({
  token,
  render: async () => ({ body: await registry.metrics(), contentType: registry.contentType }),
});
