import { loadingPosts } from '../shared-copy';

export const adminPostGridMessages = {
  loading: loadingPosts,
  error: 'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.',
  emptyTitle: 'No hay publicaciones',
  emptyMessage: 'No hay publicaciones disponibles en el sistema.',
};
