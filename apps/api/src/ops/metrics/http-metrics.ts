import type { RequestListener } from 'node:http';
import type { OpsMetrics } from './registry';
import { routeLabelOf } from './route-label';

/** The route label of answers sent from the response cache before the framework saw the request. */
export const CACHED_ROUTE = '(response cache)';

/**
 * Times every request at the socket, so a kept answer sent straight from node:http is counted as well
 * as one the framework built, and the time includes writing the answer out.
 */
export function measureRequests(metrics: OpsMetrics, next: RequestListener): RequestListener {
  return (request, response) => {
    const started = performance.now();
    response.once('finish', () => {
      const noted = routeLabelOf(request);
      const cache = noted ? noted.cache : 'HIT';
      if (cache === 'HIT' || cache === 'MISS') metrics.responseCache.inc({ result: cache.toLowerCase() });
      const labels = {
        method: request.method ?? 'GET',
        route: noted?.route ?? CACHED_ROUTE,
        status_class: `${Math.floor(response.statusCode / 100)}xx`,
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1_000);
    });
    next(request, response);
  };
}
