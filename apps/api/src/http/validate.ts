import { z } from 'zod';
import { type FieldError, HttpError, Status } from './errors';

export function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.') || '_', msg: issue.message }));
}

/** Parses untrusted input (query, params, body) or answers 400 with one message per field. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  detail = 'Los datos enviados no son válidos.',
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(Status.BAD_REQUEST, detail, fieldErrors(result.error));
  return result.data;
}

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
