import type { Hook } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../app-env';
import { type FieldError, fieldError, HttpError, invalidField, Status } from './errors';
import { malformedTextErrors } from './malformed-text';
import './zod-spanish';

export const INVALID_DATA = 'Los datos enviados no son válidos.';
export const MALFORMED_JSON = 'El cuerpo de la solicitud no es un JSON válido.';
export const TOO_LARGE = 'La solicitud es demasiado grande.';
export const NOT_JSON = 'El cuerpo de la solicitud debe enviarse como JSON (application/json).';

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => fieldError(issue.path.join('.'), issue.message));
}

/** A body that is not JSON, or not a JSON object: the body as a whole (field '') is refused. */
export function malformedBody(): HttpError {
  return invalidField('', MALFORMED_JSON);
}

/** Route middleware: the `detail` this route answers for a refused body (each field keeps its message). */
export function invalidBodyDetail(detail: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('invalidBodyDetail', detail);
    await next();
  };
}

function detailFor(target: keyof ValidationTargets, errors: FieldError[], c: Context<AppEnv>): string {
  if (target === 'json') return c.var.invalidBodyDetail ?? INVALID_DATA;
  // A path parameter's own message names what it identifies ('ID de publicación no válido').
  if (target === 'param') return errors[0]?.message ?? INVALID_DATA;
  return INVALID_DATA;
}

function refused(target: keyof ValidationTargets, errors: FieldError[], c: Context<AppEnv>): HttpError {
  return new HttpError(Status.BAD_REQUEST, detailFor(target, errors, c), errors);
}

/**
 * Every refused request answers 400 `{detail, errors: [{field, message, msg}]}`, in Spanish.
 *
 * Every route is built on `createRouter`, so every validated part of every request (body, query, path)
 * passes here, and this is where text that cannot be stored is refused: whatever a handler reads has
 * been checked, with no rule for a new route's schemas to forget. The check looks at the validated
 * value, which is exactly what the handler will read (unknown keys already dropped).
 */
export const defaultHook: Hook<unknown, AppEnv, string, undefined> = (result, c) => {
  if (result.success) {
    const textErrors = malformedTextErrors(result.data);
    if (textErrors.length > 0) throw refused(result.target, textErrors, c);
    return;
  }
  const { error, target } = result;
  const notAnObject = error.issues.some((issue) => issue.path.length === 0 && issue.code === 'invalid_type');
  if (target === 'json' && notAnObject) throw malformedBody();
  throw refused(target, fieldErrors(error), c);
};
