import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { NO_STORE } from '../http/cache-policy';
import { Status } from '../http/errors';

/** The text of every metric, in Prometheus' exposition format. */
export interface MetricsSource {
  token: string;
  render(): Promise<{ contentType: string; body: string }>;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics: off (404, like any unknown path) without a token configured, 401 without that token. */
export function serveMetrics(source: MetricsSource | undefined) {
  return async (c: Context) => {
    c.header('Cache-Control', NO_STORE);
    if (!source) return c.json({ detail: 'Recurso no encontrado.' }, Status.NOT_FOUND);
    const [scheme, token] = (c.req.header('Authorization') ?? '').split(' ');
    if (scheme !== 'Bearer' || !token || !sameToken(token, source.token)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json({ detail: 'Se necesita el token de métricas.' }, Status.UNAUTHORIZED);
    }
    const { contentType, body } = await source.render();
    return c.body(body, Status.OK, { 'Content-Type': contentType });
  };
}
