export const postArticleMessages = {
  categoriesLabel: 'Categorías de la publicación',
  commentsLabel: 'Comentarios de la publicación',
  sidebarLabel: 'Contenido relacionado',
};
