export const commentRouteMessages = {
  invalidComment: 'ID de comentario no válido',
  commentNotFound: 'No se encontró el comentario.',
  notYours: 'Solo puedes modificar tus propios comentarios.',
  deleted: 'Comentario eliminado exitosamente',
} as const;
