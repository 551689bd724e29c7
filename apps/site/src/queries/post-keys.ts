import { ownPostKeys, POSTS_KEY } from './own-post-keys';

/**
 * Query keys of posts: the post queries read them, and the admin's and the revisions' invalidations
 * drop them. Kept apart from the queries, so that an invalidation does not bring them into its page.
 */
export const postKeys = {
  all: POSTS_KEY,
  listing: (limit: number | undefined, superuser: boolean) =>
    [...postKeys.all, 'listado', { limit, superuser }] as const,
  search: (term: string, limite: number) => [...postKeys.all, 'busqueda', { term, limite }] as const,
  byTags: (categoryIds: readonly number[], limite: number) =>
    [...postKeys.all, 'etiquetas', { categoryIds, limite }] as const,
  ofCategory: (categoryId: number) => [...postKeys.all, 'categoria', categoryId] as const,
  categoryPage: (categoryId: number, limite: number) =>
    [...postKeys.ofCategory(categoryId), { limite }] as const,
  /** A post page's sidebar: a few posts of its first category, without their bodies. */
  related: (categoryId: number, limite: number) =>
    [...postKeys.ofCategory(categoryId), 'relacionadas', { limite }] as const,
  categorySearch: (categoryId: number, term: string) =>
    [...postKeys.ofCategory(categoryId), 'busqueda', term] as const,
  detail: (id: number) => [...postKeys.all, 'detalle', id] as const,
  ...ownPostKeys,
};
