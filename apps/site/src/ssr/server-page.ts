import type { ApiClient } from '@pupitre/data';
import type { QueryClient } from '@tanstack/react-query';
import { pupitreBrand } from '../brand/pupitre-brand';
import { categoryQueries } from '../queries/categories';
import type { PageHead } from './page-head';

export interface LoadContext {
  queryClient: QueryClient;
  client: ApiClient;
  params: Record<string, string | undefined>;
  /** The query of the URL rendered (a blog search's `q`). */
  search: URLSearchParams;
}

export interface LoadedPage {
  status: 200 | 404;
  head: PageHead;
}

/** A form posted without scripts: a page to go on to, or the outcome the page is rendered with. */
export type FormAnswer = { redirect: string } | { outcome: unknown };

export interface ServerPage {
  /** The wouter pattern, as in the route table. */
  pattern: string;
  /** The page's module as the Vite manifest names it: its script is preloaded and its CSS linked. */
  module: string;
  /** Fills the cache with what the page shows (through the same query factories it reads with). */
  load(context: LoadContext): Promise<LoadedPage>;
  /** Answers the page's form posted without scripts (through the same calls the form makes). */
  submit?(context: LoadContext & { fields: Record<string, string> }): Promise<FormAnswer>;
}

export const siteDescription = pupitreBrand.description;
const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const shown = (head: PageHead): LoadedPage => ({ status: 200, head });

/** The spec's notice for an unknown post or category, answered 404; the head points back to its list. */
export const notFound = (title: string, listPath: string): LoadedPage => ({
  status: 404,
  head: { title, description: siteDescription, path: listPath },
});

/** A page about one post or category: an id no record can have is answered 404 without a query. */
export const loadById =
  (
    title: string,
    listPath: string,
    load: (context: LoadContext, id: number, unknown: LoadedPage) => Promise<LoadedPage>,
  ) =>
  (context: LoadContext) => {
    const id = positiveId(context.params.id);
    const unknown = notFound(title, listPath);
    return id === null ? Promise.resolve(unknown) : load(context, id, unknown);
  };

/** A page under the site's header, whose menus list the categories, fetched beside what the page loads. */
export const pageWithHeader = (
  pattern: string,
  module: string,
  load: ServerPage['load'],
  submit?: ServerPage['submit'],
): ServerPage => ({
  pattern,
  module,
  async load(context) {
    const [, page] = await Promise.all([prefetchCategories(context), load(context)]);
    return page;
  },
  submit,
});

/** A reading page (src/pages/reading/{name}.tsx). */
export const readingPage = (pattern: string, name: string, load: ServerPage['load']): ServerPage =>
  pageWithHeader(pattern, `src/pages/reading/${name}.tsx`, load);

/** Shared with the page's own load when it needs the list itself: one request is made. */
export const prefetchCategories = ({ queryClient, client }: LoadContext) =>
  queryClient.prefetchQuery(categoryQueries.list(client));
