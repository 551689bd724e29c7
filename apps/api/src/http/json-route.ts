import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { signedInAccess, signedInFailures, superuserAccess, superuserFailures } from '../auth/route-access';
import { bodyFailures, errorAnswer, invalidAnswer, jsonBody, jsonContent, tooManyRequests } from './contract';

type Access = 'signedIn' | 'superuser';
type RequestParts = NonNullable<RouteConfig['request']>;
/** What a part the spec leaves out adds to the route's type. */
type Nothing = Record<never, never>;

/** A route that reads JSON (or nothing) and answers JSON, described by what sets it apart. */
export interface JsonRouteSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  tags: string[];
  summary: string;
  /** Who may call it; the guard runs before validation and adds its 401/403 answers. */
  access?: Access;
  /** Guards of a public route (rate limits, body checks); a route with `access` has its own. */
  middleware?: MiddlewareHandler | MiddlewareHandler[];
  params?: RequestParts['params'];
  query?: RequestParts['query'];
  /** Request headers the handler reads (lower-case names), validated like the query. */
  headers?: RequestParts['headers'];
  body?: z.ZodType;
  /** The success answer's status: 200 unless it creates something. */
  status?: 200 | 201;
  answer: readonly [schema: z.ZodType, description: string];
  /** Error answers the handler gives, by status, with the message they carry. */
  errors?: Readonly<Record<number, string>>;
  /** Adds the 429 answer of a rate-limited route. */
  rateLimited?: true;
}

type JsonAnswer<Schema extends z.ZodType> = ReturnType<typeof jsonContent<Schema>>;
type JsonBody<Schema extends z.ZodType> = ReturnType<typeof jsonBody<Schema>>;

type RequestOf<S> = (S extends { params: infer P } ? { params: P } : Nothing) &
  (S extends { query: infer Q } ? { query: Q } : Nothing) &
  (S extends { headers: infer H } ? { headers: H } : Nothing) &
  (S extends { body: infer B extends z.ZodType } ? { body: JsonBody<B> } : Nothing);

type ValidationFailures<S> = S extends { body: z.ZodType }
  ? typeof bodyFailures
  : S extends { params: object } | { query: object }
    ? typeof invalidAnswer
    : Nothing;

type AccessOf<S> = S extends { access: 'superuser' }
  ? typeof superuserAccess
  : S extends { access: 'signedIn' }
    ? typeof signedInAccess
    : Nothing;

type AccessFailures<S> = S extends { access: 'superuser' }
  ? typeof superuserFailures
  : S extends { access: 'signedIn' }
    ? typeof signedInFailures
    : Nothing;

type ResponsesOf<S extends JsonRouteSpec> = {
  [Status in S extends { status: 201 } ? 201 : 200]: JsonAnswer<S['answer'][0]>;
} & ValidationFailures<S> &
  AccessFailures<S> &
  (S extends { errors: infer E } ? { [Status in keyof E]: ReturnType<typeof errorAnswer> } : Nothing) &
  (S extends { rateLimited: true } ? typeof tooManyRequests : Nothing);

type JsonRouteConfig<S extends JsonRouteSpec> = Pick<S, 'method' | 'path' | 'summary'> & {
  tags: string[];
  request: RequestOf<S>;
  responses: ResponsesOf<S>;
} & AccessOf<S> &
  (S extends { middleware: infer M } ? { middleware: M } : Nothing);

const accessParts = { signedIn: signedInAccess, superuser: superuserAccess };
const accessFailures = { signedIn: signedInFailures, superuser: superuserFailures };

/**
 * Declares a JSON route with the answers every such route shares: 400/413/415 when it reads a
 * body, 400 when it validates params or a query, 401/403 for its access and 429 when rate-limited.
 */
export function jsonRoute<const S extends JsonRouteSpec>(spec: S) {
  const { method, path, tags, summary, access, middleware, params, query, headers, body } = spec;
  const [schema, description] = spec.answer;
  const request = {
    ...(params && { params }),
    ...(query && { query }),
    ...(headers && { headers }),
    ...(body && { body: jsonBody(body) }),
  };
  const errors = Object.entries(spec.errors ?? {}).map(([status, message]) => [status, errorAnswer(message)]);
  const responses = {
    [spec.status ?? 200]: jsonContent(schema, description),
    ...(body ? bodyFailures : params || query ? invalidAnswer : {}),
    ...(access && accessFailures[access]),
    ...Object.fromEntries(errors),
    ...(spec.rateLimited && tooManyRequests),
  };
  const config = {
    method,
    path,
    tags,
    summary,
    ...(access && accessParts[access]),
    ...(middleware && { middleware }),
    ...(Object.keys(request).length > 0 && { request }),
    responses,
  } satisfies RouteConfig;
  return createRoute(config as unknown as JsonRouteConfig<S>);
}

/** What a route of a group says for itself: the group gives the tag, the call the method and path. */
type OwnSpec = Omit<JsonRouteSpec, 'method' | 'path' | 'tags'>;

/** The routes of one OpenAPI tag, declared as `group.post(path, spec)`: the tag is said once. */
export function jsonRoutes(tag: string) {
  const tags = [tag];
  const declare =
    <const Method extends JsonRouteSpec['method']>(method: Method) =>
    <const Path extends string, const S extends OwnSpec>(path: Path, spec: S) =>
      jsonRoute({ ...spec, method, path, tags });
  return { get: declare('get'), post: declare('post'), put: declare('put'), delete: declare('delete') };
}
