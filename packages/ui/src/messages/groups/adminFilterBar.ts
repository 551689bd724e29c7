import { searchPosts } from '../shared-copy';

export const adminFilterBarMessages = {
  searchPlaceholder: searchPosts,
  searchLabel: 'Buscar publicaciones',
  statusLabel: 'Estado',
  statuses: { publicado: 'Publicadas', borrador: 'Borradores', todas: 'Todas' },
  categoryLabel: 'Categoría',
  allCategories: 'Todas las categorías',
};
