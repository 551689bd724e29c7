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
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500;

export interface FieldError {
  field: string;
  msg: string;
}

/** An error whose Spanish `detail` is safe to show to the client as `{detail, errors?}`. */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly detail: string,
    readonly errors?: FieldError[],
  ) {
    super(detail);
  }
}
