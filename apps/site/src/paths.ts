import { withReturnPath } from './session/return-path';

/** The query parameter a listing's search travels in, so a search sent without scripts is rendered by the server. */
export const SEARCH_PARAM = 'q';

/** Every path of the spec's route table (accounts-admin.md §2), in one place. */
export const paths = {
  root: () => '/',
  home: () => '/home',
  dashboard: () => '/dashboard',
  blog: () => '/blog',
  post: (id: number | string) => `/blog/${id}`,
  categories: () => '/categorias',
  category: (id: number | string) => `/categoria/${id}`,
  about: () => '/about',
  contact: () => '/contact',
  terms: () => '/terms',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  /** `next`: where to go once logged in (a same-site path; see session/return-path). */
  login: (next?: string) => withReturnPath('/login', next),
  register: (next?: string) => withReturnPath('/register', next),
  forgotPassword: () => '/forgot-password',
  resetPassword: (token?: string) =>
    token ? `/reset-password/${encodeURIComponent(token)}` : '/reset-password',
  profile: () => '/profile',
  adminPanel: () => '/admin/panel',
  adminPosts: () => '/admin/post',
  newPost: () => '/admin/post/new',
  editPost: (id: number | string) => `/admin/post/edit/${id}`,
  adminPost: (id: number | string) => `/admin/post/${id}`,
} as const;

/** Prefixes of each section's inner pages (a post, a category), for the header's current-page marks. */
export const sectionPrefixes = { blog: '/blog/', category: '/categoria/', admin: '/admin/' } as const;

/** wouter patterns of the same routes, built by the same helpers, for the route table. */
export const routePatterns = {
  post: paths.post(':id'),
  category: paths.category(':id'),
  resetPasswordWithToken: `${paths.resetPassword()}/:token`,
  editPost: paths.editPost(':postId'),
  adminPost: paths.adminPost(':postId'),
};

/** The query parameter a post's comments continue from, so 'Cargar más comentarios' works without scripts. */
export const COMMENTS_PARAM = 'comentarios';
/** The id of a post's comments section, which that link scrolls to. */
export const COMMENTS_ANCHOR = 'comentarios';

/** A post's page showing its comments from a cursor on. */
export function withCommentsFrom(postPath: string, cursor: string): string {
  return `${postPath}?${new URLSearchParams({ [COMMENTS_PARAM]: cursor })}#${COMMENTS_ANCHOR}`;
}

/** The cursor a post page's address starts its comments from; null for the first page. */
export function commentsCursorIn(query: string | URLSearchParams): string | null {
  return new URLSearchParams(query).get(COMMENTS_PARAM) || null;
}

/** A listing's path showing the results for a term; a blank term is the whole listing. */
export function withSearchTerm(path: string, term: string): string {
  return term ? `${path}?${new URLSearchParams({ [SEARCH_PARAM]: term })}` : path;
}

/** The search term a URL's query carries (`q`), trimmed; blank when there is none. */
export function searchTermIn(query: string | URLSearchParams): string {
  return (new URLSearchParams(query).get(SEARCH_PARAM) ?? '').trim();
}

/** The query parameter of a listing's page, so 'Cargar más' and the pagination are links without scripts. */
export const PAGE_PARAM = 'pagina';

/** The listing page an address asks for, from 1; anything but a positive whole number is the first. */
export function pageIn(query: string | URLSearchParams): number {
  const page = Number(new URLSearchParams(query).get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A listing's address at `page`, keeping the rest of its query (a search's `q`); page 1 has none. */
export function withPage(path: string, query: string | URLSearchParams, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  else params.delete(PAGE_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}
