import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { defaultHook } from './validation';

/** A router whose routes are declared with `createRoute` and validated through the shared hook. */
export function createRouter() {
  // Not strict: the spec's clients call some paths with a trailing slash (/api/auth/token/).
  return new OpenAPIHono<AppEnv>({ strict: false, defaultHook });
}

/** A handler typed by its route: validated input in, only the declared answers out. */
export type AppRouteHandler<Route extends RouteConfig> = RouteHandler<Route, AppEnv>;
