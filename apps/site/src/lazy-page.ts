import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type PageModule = { default: ComponentType };

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Loads the page's chunk; a page loaded ahead renders at once instead of suspending. */
  preload(): Promise<void>;
};

/**
 * A page in its own chunk, like React.lazy, that can also be loaded ahead. A server-rendered page is
 * loaded before hydration starts, so it hydrates in the same pass as the layout: a session that loads
 * meanwhile cannot reach a page still waiting for its chunk and make it differ from the server's HTML.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  const remember = (module: PageModule) => {
    loaded = module;
    return module;
  };
  // React reads a thenable that calls back at once as already resolved: no suspending.
  const settled = (module: PageModule) =>
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one is already settled
    ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  const Page = lazy(() => (loaded ? settled(loaded) : load().then(remember))) as LazyPage;
  Page.preload = () => load().then((module) => void remember(module));
  return Page;
}
