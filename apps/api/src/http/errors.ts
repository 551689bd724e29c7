import type { FieldErrorWire } from '@pupitre/data';

export const Status = {
  OK: 200,
  CREATED: 201,
  NO_CONTENT: 204,
  NOT_MODIFIED: 304,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 500;

export type FieldError = FieldErrorWire;

/** The entry of one refused field; `msg` repeats the text for the spec's clients. */
export function fieldError(field: string, message: string): FieldError {
  return { field, message, msg: message };
}

/** An error whose Spanish `detail` is safe to show to the client as `{detail, errors?}`. */
export class HttpError extends Error {
  readonly status: ErrorStatus;
  readonly detail: string;
  readonly errors?: FieldError[];

  // A 400 must name the fields it refuses: clients map errors to fields, never by message text.
  constructor(status: ErrorStatus, detail: string, errors: FieldError[]);
  constructor(status: Exclude<ErrorStatus, 400>, detail: string, errors?: FieldError[]);
  constructor(status: ErrorStatus, detail: string, errors?: FieldError[]) {
    super(detail);
    this.status = status;
    this.detail = detail;
    this.errors = errors;
  }
}

/** A 400 about one field, whose message is also the answer's `detail`. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(Status.BAD_REQUEST, message, [fieldError(field, message)]);
}
