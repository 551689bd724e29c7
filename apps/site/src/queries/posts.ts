import { fetchPost, fetchPosts } from '@pupitre/data';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client';

export const BLOG_PAGE_SIZE = 12;

export function usePostList(limite = BLOG_PAGE_SIZE, offset = 0) {
  return useQuery({
    queryKey: ['publicaciones', { limite, offset }],
    queryFn: () => fetchPosts(apiClient, { limite, offset, estado: 'publicado' }),
  });
}

export function usePost(id: number) {
  return useQuery({
    queryKey: ['publicacion', id],
    queryFn: () => fetchPost(apiClient, id),
    enabled: Number.isInteger(id) && id > 0,
  });
}
