export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Verifica tu conexión a internet.';

/** One offending field of an error answer, named as the request named it ('username', 'password2' ...). */
export interface ApiFieldError {
  field: string;
  message: string;
}

// Read leniently, and without zod: a reader's page loads this class before any schema. An answer that
// names its text only `message`, or only the spec's `msg`, still counts; anything else is skipped.
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function fieldErrorsOf(entries: unknown): ApiFieldError[] {
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const { field, message, msg } = recordOf(entry);
    const text = (textOf(message) ?? textOf(msg) ?? '').trim();
    return typeof field === 'string' && text !== '' ? [{ field, message: text }] : [];
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
    const answer = recordOf(body);
    const detail = textOf(answer.detail);
    return new ApiError(status, detail?.trim() ? detail : fallback, {
      sqlMessage: textOf(answer.sqlMessage),
      fieldErrors: fieldErrorsOf(answer.errors),
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
