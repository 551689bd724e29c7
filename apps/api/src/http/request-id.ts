import { requestId } from 'hono/request-id';

/**
 * Gives each request an id, sent back in `X-Request-Id`. A proxy's incoming id is kept only when it is
 * at most 64 characters of letters, digits, '_', '-' and '=' (Hono's check), so it stays a plain token
 * in headers and logs; otherwise a random UUID replaces it.
 */
export const assignRequestId = () => requestId({ headerName: 'X-Request-Id', limitLength: 64 });
