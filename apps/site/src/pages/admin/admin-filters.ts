import type { AdminPostPageRequest, AdminPostState, PostSortOrder } from '@pupitre/data';

export interface AdminFilters {
  search: string;
  status: AdminPostState;
  sort: PostSortOrder;
  /** The category the list is narrowed to; null for every category. */
  category: number | null;
}

/** Authors look at everything first, newest on top. */
export const initialAdminFilters: AdminFilters = {
  search: '',
  status: 'todas',
  sort: 'reciente',
  category: null,
};

/** What the panel's list asks the server for: the filters become the query (a blank search asks for none). */
export type AdminListRequest = Required<Pick<AdminPostPageRequest, 'term' | 'estado' | 'orden'>> &
  Pick<AdminPostPageRequest, 'categoria'>;

export function adminListRequest(filters: AdminFilters): AdminListRequest {
  return {
    term: filters.search.trim(),
    estado: filters.status,
    orden: filters.sort,
    ...(filters.category !== null && { categoria: filters.category }),
  };
}

/** Whether the request keeps every post: an empty answer then means the site has none at all. */
export function asksForEveryPost(request: AdminListRequest): boolean {
  return request.term === '' && request.estado === 'todas' && request.categoria === undefined;
}
