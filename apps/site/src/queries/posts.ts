import {
  apiListingSource,
  fetchCategoryPosts,
  fetchPost,
  loadDefaultListing,
  searchInCategory,
  searchPosts,
  searchPostsByTags,
} from '@pupitre/data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';
import { useSession } from '../session/SessionProvider';

const listingSource = apiListingSource(apiClient);

/** The default listing strategy (category merge with fallbacks; all posts for a superuser). */
export function usePostListing(limit?: number) {
  const { isSuperuser, status } = useSession();
  return useQuery({
    queryKey: ['publicaciones', 'listado', { limit, isSuperuser }],
    queryFn: () => loadDefaultListing(listingSource, { limit, superuser: isSuperuser }),
    enabled: status === 'ready',
    retry: false,
  });
}

export function usePostSearch(term: string, limite = 50) {
  return useQuery({
    queryKey: ['publicaciones', 'busqueda', { term, limite }],
    queryFn: () => searchPosts(apiClient, term, { limite }),
    enabled: term.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function useTagSearch(categoryIds: number[], limite = 12) {
  return useQuery({
    queryKey: ['publicaciones', 'etiquetas', { categoryIds, limite }],
    queryFn: () => searchPostsByTags(apiClient, categoryIds, { limite }),
    enabled: categoryIds.length > 0,
  });
}

export function useCategoryPosts(categoryId: number, limite = 12) {
  return useQuery({
    queryKey: ['categoria', categoryId, 'publicaciones', { limite }],
    queryFn: () => fetchCategoryPosts(apiClient, categoryId, { limite }),
    enabled: Number.isInteger(categoryId) && categoryId > 0,
  });
}

/** Server search narrowed to the category, or the loaded posts filtered locally when it fails. */
export function useCategorySearch(
  categoryId: number,
  term: string,
  loaded: Parameters<typeof searchInCategory>[3],
) {
  return useQuery({
    queryKey: ['categoria', categoryId, 'busqueda', term],
    queryFn: () =>
      searchInCategory((t) => searchPosts(apiClient, t, { limite: 50 }), categoryId, term, loaded),
    enabled: term.trim() !== '',
    placeholderData: keepPreviousData,
  });
}

export function usePost(id: number) {
  return useQuery({
    queryKey: ['publicacion', id],
    queryFn: () => fetchPost(apiClient, id),
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 1,
  });
}
