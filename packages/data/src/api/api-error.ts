import { z } from 'zod';
import { fieldErrorSchema } from '../schemas/error-answer';

export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Verifica tu conexión a internet.';

/** One offending field of an error answer, named as the request named it ('username', 'password2' ...). */
export interface ApiFieldError {
  field: string;
  message: string;
}

// Read leniently: an answer that names its text only `message`, or only the spec's `msg`, still counts.
const fieldErrorEntrySchema = fieldErrorSchema
  .partial({ message: true, msg: true })
  .transform(({ field, message, msg }) => ({ field, message: (message ?? msg ?? '').trim() }));

const errorBodySchema = z.object({
  detail: z.string().optional().catch(undefined),
  sqlMessage: z.string().optional().catch(undefined),
  errors: z.array(z.unknown()).optional().catch(undefined),
});

function fieldErrorsOf(entries: readonly unknown[] | undefined): ApiFieldError[] {
  return (entries ?? []).flatMap((entry) => {
    const parsed = fieldErrorEntrySchema.safeParse(entry);
    return parsed.success && parsed.data.message !== '' ? [parsed.data] : [];
  });
}

/** A failed API call: HTTP status (0 when the server could not be reached), detail and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly sqlMessage?: string;
  readonly fieldErrors: readonly ApiFieldError[];

  constructor(
    status: number,
    detail: string,
    extra: { sqlMessage?: string; fieldErrors?: readonly ApiFieldError[] } = {},
  ) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.sqlMessage = extra.sqlMessage;
    this.fieldErrors = extra.fieldErrors ?? [];
  }

  /** From an error answer; `fallback` is used when the body carries no detail. */
  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    const parsed = errorBodySchema.safeParse(body);
    const data = parsed.success ? parsed.data : {};
    const detail = data.detail?.trim() ? data.detail : fallback;
    return new ApiError(status, detail, {
      sqlMessage: data.sqlMessage,
      fieldErrors: fieldErrorsOf(data.errors),
    });
  }

  static network(): ApiError {
    return new ApiError(0, NETWORK_ERROR);
  }

  /** The first message the answer gave for this field, if any. */
  messageFor(field: string): string | undefined {
    return this.fieldErrors.find((entry) => entry.field === field)?.message;
  }
}
