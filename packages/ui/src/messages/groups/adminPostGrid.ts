import { loadingPosts, spanishNumber } from '../shared-copy';

export const adminPostGridMessages = {
  loading: loadingPosts,
  error: 'No se pudieron cargar las publicaciones. Por favor, intenta de nuevo mas tarde.',
  emptyTitle: 'No hay publicaciones',
  emptyMessage: 'No hay publicaciones disponibles en el sistema.',
  loadMore: 'Cargar más publicaciones',
  /** How much of the list is on the screen, e.g. 'Mostrando 24 de 450 publicaciones'. */
  shown: (shown: number, total: number) =>
    `Mostrando ${spanishNumber.format(shown)} de ${spanishNumber.format(total)} ${total === 1 ? 'publicación' : 'publicaciones'}`,
};
