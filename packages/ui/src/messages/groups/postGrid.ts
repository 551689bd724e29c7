import { loadingPosts } from '../shared-copy';

export const postGridMessages = {
  loading: loadingPosts,
  error: 'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.',
  emptyTitle: 'No se encontraron publicaciones',
  emptyMessage: 'No hay publicaciones disponibles en este momento.',
  loadMore: 'Cargar más publicaciones',
};
