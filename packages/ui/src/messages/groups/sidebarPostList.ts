export const sidebarPostListMessages = {
  empty: 'No hay posts relacionados disponibles en este momento.',
  emptyLink: 'Ver todas las publicaciones',
};
