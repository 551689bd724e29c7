import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import type { Logger } from '../log/logger';
import { HttpError, Status } from './errors';
import { malformedBody, NOT_JSON } from './validation';

/**
 * Every failure as `{detail, errors?}` in Spanish; unexpected ones answer 500 and are logged with the
 * request's id, method and path (never its query or body) and the error's class, message, code and stack.
 */
export function errorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    // Hono's JSON validator throws a 400 HTTPException when the body does not parse as JSON.
    const known =
      error instanceof HTTPException && error.status === Status.BAD_REQUEST ? malformedBody() : error;
    if (known instanceof HttpError) {
      const body = known.errors ? { detail: known.detail, errors: known.errors } : { detail: known.detail };
      return c.json(body, known.status);
    }
    // zod-openapi refuses a body declared as JSON but sent as another media type.
    if (known instanceof HTTPException && known.status === Status.UNSUPPORTED_MEDIA_TYPE) {
      return c.json({ detail: NOT_JSON }, known.status);
    }
    if (known instanceof HTTPException && known.status < 500) {
      return c.json({ detail: 'La solicitud no es válida.' }, known.status);
    }
    const request = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path };
    logger.error({ ...request, err: known }, 'request failed');
    return c.json({ detail: 'Error interno del servidor.' }, Status.INTERNAL_SERVER_ERROR);
  };
}
