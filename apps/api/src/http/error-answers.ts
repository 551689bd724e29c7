import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../log/logger';
import { Status } from './errors';

function isJson(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('application/json') ?? false;
}

async function jsonObjectOf(response: Response): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => undefined);
  return body !== null && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

/**
 * Every error answer names its request, so a person quoting it leads to its log line: `request_id`
 * joins the JSON body beside `detail` and `errors`, and a refused request (4xx) is logged with the same
 * id. Failures (5xx) are logged with their error by the error handler.
 */
export function errorAnswersNameTheirRequest(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const { status } = c.res;
    if (status < Status.BAD_REQUEST) return;
    const requestId = c.get('requestId');
    if (status < Status.INTERNAL_SERVER_ERROR) {
      logger.info({ requestId, method: c.req.method, path: c.req.path, status }, 'request refused');
    }
    if (!isJson(c.res)) return;
    const body = await jsonObjectOf(c.res);
    if (!body || 'request_id' in body) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    // Unset first: Hono's setter would otherwise copy the old answer's headers over the new ones.
    c.res = undefined;
    c.res = new Response(JSON.stringify({ ...body, request_id: requestId }), { status, headers });
  };
}
