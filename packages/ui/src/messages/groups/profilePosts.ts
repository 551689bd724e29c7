import { loadingPosts, retry } from '../shared-copy';

export const profilePostsMessages = {
  title: 'Mis publicaciones',
  loading: loadingPosts,
  errorTitle: 'Publicaciones no disponibles',
  retry,
  retrying: 'Reintentando...',
  emptyTitle: 'Todavía no tienes publicaciones',
  emptyMessage: 'Cuando publiques un artículo, aparecerá aquí.',
  untitled: 'Publicación sin título',
};
