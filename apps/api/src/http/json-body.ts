import type { Context } from 'hono';
import { HttpError, Status } from './errors';

export const MALFORMED_JSON = 'El cuerpo de la solicitud no es un JSON válido.';

/** The request body as JSON; anything else (empty, malformed, not an object) answers 400. */
export async function readJson(c: Context): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new HttpError(Status.BAD_REQUEST, MALFORMED_JSON);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(Status.BAD_REQUEST, MALFORMED_JSON);
  }
  return body;
}
