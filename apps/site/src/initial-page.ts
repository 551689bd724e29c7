import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { routes } from './routes';

/** Loads the chunk of the page at `path`, if a route has one. */
export async function preloadPageAt(path: string): Promise<void> {
  const route = routes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  await route?.page.preload();
}
