import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../app-env';
import { HttpError, Status } from './errors';
import { malformedBody, NOT_JSON } from './validation';

/** Every failure as `{detail, errors?}` in Spanish; unexpected ones are logged and answer 500. */
export function errorHandler(log: (message: string) => void): ErrorHandler<AppEnv> {
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
    log(`[api] ${c.req.method} ${c.req.path} failed: ${known.stack ?? known.message}`);
    return c.json({ detail: 'Error interno del servidor.' }, Status.INTERNAL_SERVER_ERROR);
  };
}
