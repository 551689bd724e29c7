export const NETWORK_ERROR = 'No se pudo conectar con el servidor. Verifica tu conexión a internet.';

export interface ErrorBody {
  detail?: unknown;
  sqlMessage?: unknown;
  errors?: unknown;
}

/** A failed API call: HTTP status (0 when the server could not be reached), detail and sqlMessage. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  readonly sqlMessage?: string;
  readonly errors?: unknown;

  constructor(status: number, detail: string, extra: { sqlMessage?: string; errors?: unknown } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.sqlMessage = extra.sqlMessage;
    this.errors = extra.errors;
  }

  /** From an error answer; `fallback` is used when the body carries no detail. */
  static fromBody(status: number, body: unknown, fallback: string): ApiError {
    const data = (body !== null && typeof body === 'object' ? body : {}) as ErrorBody;
    const detail = typeof data.detail === 'string' && data.detail.trim() !== '' ? data.detail : fallback;
    const sqlMessage = typeof data.sqlMessage === 'string' ? data.sqlMessage : undefined;
    return new ApiError(status, detail, { sqlMessage, errors: data.errors });
  }

  static network(): ApiError {
    return new ApiError(0, NETWORK_ERROR);
  }
}
