import redaxios from 'redaxios';
import type { z } from 'zod';
import { ApiError } from './api-error';

export interface ApiClientOptions {
  baseURL: string;
  /** The current access token, if any: sent as a bearer token. */
  getToken?: () => string | null | undefined;
  /**
   * Called once when an authenticated call answers 401: resolves to a fresh access token (the call is
   * then retried once) or null when the session cannot be renewed.
   */
  refreshToken?: () => Promise<string | null>;
  /** The fetch calls go through; server rendering passes one that answers inside its own process. */
  fetch?: typeof globalThis.fetch;
}

export interface RequestOptions {
  params?: Record<string, string | number | undefined>;
  /** The Spanish message used when the error answer has no detail (a function receives the status). */
  errorMessage?: string | ((status: number) => string);
  /** Given the headers of a successful answer, for calls whose answer says more there (a next page). */
  onHeaders?: (headers: Headers) => void;
  /** Request headers beyond the bearer token (an If-Match). */
  headers?: Record<string, string>;
  /** Ends the request when aborted (a timeout): it fails as a network error. */
  signal?: AbortSignal;
}

export interface ApiClient {
  request<Schema extends z.ZodType>(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    schema: Schema,
    body?: unknown,
    options?: RequestOptions,
  ): Promise<z.infer<Schema>>;
}

interface RedaxiosFailure {
  status?: number;
  data?: unknown;
}

function cleanParams(params: RequestOptions['params']): Record<string, string> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

function withSignal(base: typeof globalThis.fetch, signal: AbortSignal): typeof globalThis.fetch {
  return (input, init) => base(input, { ...init, signal });
}

/** Calls the API with redaxios and parses every answer with its zod schema. */
export function createApiClient({ baseURL, getToken, refreshToken, fetch }: ApiClientOptions): ApiClient {
  const http = redaxios.create({ baseURL, fetch });
  const send = (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body: unknown,
    token: string | null | undefined,
    options: RequestOptions,
  ) => {
    const headers: Record<string, string> = {
      ...options.headers,
      ...(token && { Authorization: `Bearer ${token}` }),
    };
    const config = {
      headers,
      params: cleanParams(options.params),
      responseType: 'json' as const,
      // redaxios passes no signal to fetch: the request's own fetch adds it.
      ...(options.signal && { fetch: withSignal(fetch ?? globalThis.fetch, options.signal) }),
    };
    return method === 'get' || method === 'delete'
      ? http[method](path, config)
      : http[method](path, body, config);
  };
  return {
    async request(method, path, schema, body, options = {}) {
      const token = getToken?.();
      let response: { data: unknown; headers: Headers };
      try {
        try {
          response = await send(method, path, body, token, options);
        } catch (failure) {
          if (!token || !refreshToken || (failure as RedaxiosFailure | null)?.status !== 401) throw failure;
          const renewed = await refreshToken();
          if (!renewed) throw failure;
          response = await send(method, path, body, renewed, options);
        }
      } catch (failure) {
        const status = (failure as RedaxiosFailure | null)?.status;
        if (typeof status !== 'number' || status === 0) throw ApiError.network();
        throw ApiError.fromBody(
          status,
          (failure as RedaxiosFailure).data,
          typeof options.errorMessage === 'function'
            ? options.errorMessage(status)
            : (options.errorMessage ?? `Error ${status}`),
        );
      }
      const parsed = schema.safeParse(response.data);
      if (!parsed.success) throw new ApiError(200, 'Error en la respuesta del servidor');
      options.onHeaders?.(response.headers);
      return parsed.data;
    },
  };
}
