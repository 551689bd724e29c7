/** Query keys of posts: its own module, so the shell that drops a session's lists needs no post query. */
export const postKeys = {
  all: ['publicaciones'] as const,
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
  /** Everyone's "own posts" lists: dropped when a session ends. */
  mine: () => [...postKeys.all, 'mias'] as const,
  mineOf: (username: string) => [...postKeys.mine(), username] as const,
};
