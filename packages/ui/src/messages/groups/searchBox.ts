import { searchPosts } from '../shared-copy';

export const searchBoxMessages = {
  placeholder: searchPosts,
  label: 'Buscar',
  busy: 'Buscando...',
  clear: 'Limpiar búsqueda',
};
