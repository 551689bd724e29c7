import { type Post, summaryOf } from '@pupitre/data';
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
import { postKeys } from '../queries/post-keys';
import { postQueries } from '../queries/posts';
import { siteContactQueries } from '../queries/site-contact';
import {
  loadById,
  prefetchCategories,
  readingPage,
  type ServerPage,
  shown,
  siteDescription,
} from './server-page';
import { visitorPages } from './visitor-pages';

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

/**
 * The pages the server renders: the reading pages, and the pages a visitor opens before logging in
 * (visitor-pages.ts). Every other page is rendered in the browser.
 */
export const serverPages: ServerPage[] = [
  home,
  blog,
  post,
  categories,
  category,
  legal(paths.terms(), 'src/pages/legal/TermsPage.tsx', termsDocument),
  legal(paths.privacy(), 'src/pages/legal/PrivacyPage.tsx', privacyDocument),
  legal(paths.cookies(), 'src/pages/legal/CookiesPage.tsx', cookiesDocument),
  ...visitorPages,
];
