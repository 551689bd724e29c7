export const postEditorLayoutMessages = { sidebarLabel: 'Detalles de la publicación' };
