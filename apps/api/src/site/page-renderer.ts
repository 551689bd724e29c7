import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A form posted to a page without scripts; `fetchApi` reaches the API as the poster. */
export interface PostedForm {
  fields: Record<string, string>;
  fetchApi: typeof fetch;
}

/**
 * Renders a page on the server (or answers its posted form, or redirects); null when the page is
 * left to the browser.
 */
export type PageRenderer = (pathAndQuery: string, form?: PostedForm) => Promise<Response | null>;

interface RendererModule {
  createPageRenderer(options: {
    template: string;
    manifest: unknown;
    publicUrl: string;
    fetchApi: typeof fetch;
    onError?: (error: unknown) => void;
  }): PageRenderer;
}

export interface PageRendererOptions {
  publicUrl: string;
  /** Answers the renderer's API requests in this process. */
  fetchApi: typeof fetch;
  onError(error: unknown): void;
}

/**
 * The site's server renderer, built by `vite build --ssr` into dist-ssr beside the site's dist. It is
 * loaded on the first page request; without it every page is left to the browser, as before.
 */
export function loadPageRenderer(siteDir: string, options: PageRendererOptions): PageRenderer {
  const entry = resolve(siteDir, '..', 'dist-ssr', 'entry-server.js');
  let renderer: Promise<PageRenderer | null> | undefined;
  const load = async (): Promise<PageRenderer | null> => {
    if (!existsSync(entry)) return null;
    const module = (await import(pathToFileURL(entry).href)) as RendererModule;
    return module.createPageRenderer({
      template: readFileSync(join(siteDir, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(siteDir, '.vite', 'manifest.json'), 'utf8')),
      ...options,
    });
  };
  return async (pathAndQuery, form) => {
    renderer ??= load().catch((error: unknown) => {
      options.onError(error);
      return null;
    });
    const render = await renderer;
    return render ? render(pathAndQuery, form) : null;
  };
}
