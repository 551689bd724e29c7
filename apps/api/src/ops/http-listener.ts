import type { RequestListener } from 'node:http';
import type { AnswerCache } from '../cache/answer-cache';
import { answerHitsFirst } from '../cache/answer-hits';
import { closeConnectionsWhenDraining } from './graceful-close';
import type { Lifecycle } from './lifecycle';
import { measureRequests } from './metrics/http-metrics';
import type { OpsMetrics } from './metrics/registry';

/** What node:http calls for each request: metrics around shutdown handling around cached answers. */
export function composeListener(
  app: RequestListener,
  parts: { lifecycle: Lifecycle; answers?: AnswerCache; metrics?: OpsMetrics },
): RequestListener {
  // A kept answer is sent from node:http directly; the app sees only what the cache cannot answer.
  const served = parts.answers ? answerHitsFirst(parts.answers, app) : app;
  const draining = closeConnectionsWhenDraining(parts.lifecycle, served);
  return parts.metrics ? measureRequests(parts.metrics, draining) : draining;
}
