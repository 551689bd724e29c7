import { filterPostsLocally, type Post, type PostSortOrder, sortPosts } from '@pupitre/data';
import type { AdminStatusFilter } from '@pupitre/ui/fragments';

export interface AdminFilters {
  search: string;
  status: AdminStatusFilter;
  sort: PostSortOrder;
}

/** Authors look at everything first, newest on top. */
export const initialAdminFilters: AdminFilters = { search: '', status: 'todas', sort: 'reciente' };

/** The panel's list: posts of the chosen status whose text holds every word searched, in the chosen order. */
export function filterAdminPosts(posts: readonly Post[], filters: AdminFilters): Post[] {
  const ofStatus =
    filters.status === 'todas' ? posts : posts.filter((post) => post.estado === filters.status);
  return sortPosts(filterPostsLocally(ofStatus, filters.search), filters.sort);
}

export function countDrafts(posts: readonly Post[]): number {
  return posts.filter((post) => post.estado === 'borrador').length;
}
