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

/** A route with its handler, typed together so the handler answers only what the route declares. */
export type RouteEntry<Route extends RouteConfig> = readonly [route: Route, handler: AppRouteHandler<Route>];

/** A router serving the entries in the order given: Hono matches routes in registration order. */
export function routerOf<const Routes extends RouteConfig[]>(
  ...entries: { [Index in keyof Routes]: RouteEntry<Routes[Index]> }
) {
  const router = createRouter();
  for (const [route, handler] of entries as RouteEntry<RouteConfig>[]) {
    router.openapi(route, handler);
  }
  return router;
}

/**
 * The entries of the named routes of a routes module, each with the handler of the same name in its
 * handlers module, in the order named.
 */
export function served<Routes extends Record<Name, RouteConfig>, const Name extends string>(
  routes: Routes,
  handlers: { [Key in NoInfer<Name>]: AppRouteHandler<Routes[Key]> },
  ...names: Name[]
) {
  // Each handler is checked against its route by this signature; the router needs them no further typed.
  return names.map((name) => [routes[name], handlers[name]] as unknown as RouteEntry<RouteConfig>);
}
