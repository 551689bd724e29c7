import { type ApiClient, type Post, summaryOf } from '@pupitre/data';
import type { QueryClient } from '@tanstack/react-query';
import { pupitreBrand } from '../brand/pupitre-brand';
import { cookiesDocument } from '../pages/legal/cookies-content';
import { privacyDocument } from '../pages/legal/privacy-content';
import { termsDocument } from '../pages/legal/terms-content';
import { PAGE_TITLES } from '../pages/page-titles';
import { BLOG_FETCH_LIMIT, CATEGORY_FETCH_LIMIT } from '../pages/reading/fetch-limits';
import { HOME_FETCH_LIMIT } from '../pages/reading/home/home-content';
import { DEFAULT_AUTHOR } from '../pages/reading/PostReading';
import { RELATED_POSTS } from '../pages/reading/PostSidebar';
import { commentsCursorIn, paths, routePatterns, searchTermIn } from '../paths';
import { categoryQueries } from '../queries/categories';
import { commentQueries, FIRST_COMMENT_ORDER } from '../queries/comments';
import { postKeys, postQueries } from '../queries/posts';
import { siteContactQueries } from '../queries/site-contact';
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

export interface ServerPage {
  /** The wouter pattern, as in the route table. */
  pattern: string;
  /** The page's module as the Vite manifest names it: its script is preloaded and its CSS linked. */
  module: string;
  /** Fills the cache with what the page shows (through the same query factories it reads with). */
  load(context: LoadContext): Promise<LoadedPage>;
}

const siteDescription = pupitreBrand.description;
const positiveId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const shown = (head: PageHead): LoadedPage => ({ status: 200, head });

/** The spec's notice for an unknown post or category, answered 404; the head points back to its list. */
const notFound = (title: string, listPath: string): LoadedPage => ({
  status: 404,
  head: { title, description: siteDescription, path: listPath },
});

/** A page about one post or category: an id no record can have is answered 404 without a query. */
const loadById =
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

/** A reading page; its header and filters list the categories, fetched beside what the page loads. */
const readingPage = (pattern: string, name: string, load: ServerPage['load']): ServerPage => ({
  pattern,
  module: `src/pages/reading/${name}.tsx`,
  async load(context) {
    const [, page] = await Promise.all([prefetchCategories(context), load(context)]);
    return page;
  },
});

/** Shared with the page's own load when it needs the list itself: one request is made. */
const prefetchCategories = ({ queryClient, client }: LoadContext) =>
  queryClient.prefetchQuery(categoryQueries.list(client));

const home = readingPage(paths.home(), 'HomePage', async ({ queryClient, client }) => {
  await queryClient.prefetchQuery(postQueries.listing(client, HOME_FETCH_LIMIT, false));
  return shown({ title: PAGE_TITLES.home, description: siteDescription, path: paths.home() });
});

const blog = readingPage(paths.blog(), 'BlogPage', async ({ queryClient, client, search }) => {
  // A search sent before the scripts ran (or without them) is rendered with its results.
  const term = searchTermIn(search);
  await Promise.all([
    queryClient.prefetchQuery(postQueries.listing(client, BLOG_FETCH_LIMIT, false)),
    term && queryClient.prefetchQuery(postQueries.search(client, term)),
  ]);
  return shown({
    title: PAGE_TITLES.blog,
    description: 'Todos los artículos de Pupitre: técnicas de estudio, didáctica y recursos para el aula.',
    path: paths.blog(),
  });
});

const categories = readingPage(paths.categories(), 'CategoriesPage', async () =>
  shown({
    title: PAGE_TITLES.categories,
    description: 'Las categorías de Pupitre: encuentra artículos por tema.',
    path: paths.categories(),
  }),
);

const post = readingPage(
  routePatterns.post,
  'PostPage',
  loadById(PAGE_TITLES.postNotFound, paths.blog(), async ({ queryClient, client, search }, id, unknown) => {
    const detail = postQueries.detail(client, id);
    // The first page of comments, or the page the 'Cargar más comentarios' link asked for without scripts.
    const comments = commentQueries.pages(client, id, FIRST_COMMENT_ORDER, commentsCursorIn(search));
    await Promise.all([queryClient.prefetchQuery(detail), queryClient.prefetchInfiniteQuery(comments)]);
    const found = queryClient.getQueryData(detail.queryKey);
    if (!found) return unknown;
    // The sidebar's related posts come from the post's first category, known only now.
    const firstCategory = found.categorias[0]?.id;
    if (firstCategory) {
      await queryClient.prefetchQuery(postQueries.related(client, firstCategory, RELATED_POSTS + 1));
    }
    return shown({
      title: found.titulo,
      description: summaryOf(found),
      path: paths.post(found.id),
      image: found.imagenUrl,
      article: {
        published: found.fechaCreacion,
        modified: found.fechaModificacion,
        author: found.autorNombre ?? DEFAULT_AUTHOR,
      },
    });
  }),
);

const category = readingPage(
  routePatterns.category,
  'CategoryPage',
  loadById(PAGE_TITLES.categoryNotFound, paths.categories(), async (context, id, unknown) => {
    const { queryClient, client } = context;
    // The category's own name decides its title, or its 404.
    await Promise.all([
      prefetchCategories(context),
      queryClient.prefetchQuery(postQueries.ofCategory(client, id, CATEGORY_FETCH_LIMIT)),
    ]);
    // A search sent before the scripts ran (or without them): narrowed from the posts just loaded.
    const term = searchTermIn(context.search);
    if (term) {
      const loaded = queryClient.getQueryData<Post[]>(postKeys.categoryPage(id, CATEGORY_FETCH_LIMIT));
      await queryClient.prefetchQuery(postQueries.categorySearch(client, id, term, loaded ?? []));
    }
    const list = queryClient.getQueryData(categoryQueries.list(client).queryKey);
    const found = list?.find((candidate) => candidate.id === id);
    if (list && !found) return unknown;
    return shown({
      title: found?.nombre ?? PAGE_TITLES.category,
      description: found?.descripcion || siteDescription,
      path: paths.category(id),
    });
  }),
);

function legal(pattern: string, module: string, document: { title: string; intro: string }): ServerPage {
  return {
    pattern,
    module,
    async load({ queryClient, client }) {
      await queryClient.prefetchQuery(siteContactQueries.address(client));
      return shown({ title: document.title, description: document.intro, path: pattern });
    },
  };
}

/** The reading pages the server renders; every other page is rendered in the browser. */
export const serverPages: ServerPage[] = [
  home,
  blog,
  post,
  categories,
  category,
  legal(paths.terms(), 'src/pages/legal/TermsPage.tsx', termsDocument),
  legal(paths.privacy(), 'src/pages/legal/PrivacyPage.tsx', privacyDocument),
  legal(paths.cookies(), 'src/pages/legal/CookiesPage.tsx', cookiesDocument),
];
