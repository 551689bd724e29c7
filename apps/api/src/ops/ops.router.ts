import type { Db } from '../db/client';
import { NO_STORE } from '../http/cache-policy';
import { Status } from '../http/errors';
import { createRouter } from '../http/router';
import * as routes from './health.routes';
import { createLifecycle, type Lifecycle } from './lifecycle';
import { labelRoute } from './metrics/route-label';
import { type MetricsSource, serveMetrics } from './metrics-endpoint';
import { checkReadiness } from './readiness';

export interface OpsOptions {
  lifecycle?: Lifecycle;
  /** Set when METRICS_TOKEN is: without it /metrics answers 404. */
  metrics?: MetricsSource;
}

/**
 * Probes and metrics. Mounted before every other layer, so they skip the response cache, compression,
 * sessions and access logging, and are never rate limited.
 */
export function opsRouter(db: Db, { lifecycle = createLifecycle(), metrics }: OpsOptions = {}) {
  const router = createRouter();
  router.use(labelRoute);
  router.openapi(routes.live, (c) =>
    c.json({ status: 'ok' as const }, Status.OK, { 'Cache-Control': NO_STORE }),
  );
  router.openapi(routes.ready, async (c) => {
    const { ready, checks } = await checkReadiness(db, lifecycle);
    return c.json(
      { status: ready ? ('ok' as const) : ('unavailable' as const), checks },
      ready ? Status.OK : Status.SERVICE_UNAVAILABLE,
      { 'Cache-Control': NO_STORE },
    );
  });
  router.get('/metrics', serveMetrics(metrics));
  return router;
}
