export const commentRouteMessages = {
  invalidComment: 'ID de comentario no válido',
  commentNotFound: 'No se encontró el comentario.',
  notYours: 'Solo puedes modificar tus propios comentarios.',
  deleted: 'Comentario eliminado exitosamente',
  // The form of the other limits' 429 ('Demasiadas solicitudes. Intenta de nuevo en unos minutos.').
  tooManyPerMinute: 'Demasiados comentarios. Intenta de nuevo en unos minutos.',
  tooManyPerDay: 'Demasiados comentarios por hoy. Intenta de nuevo más tarde.',
  invalidCursor: 'El cursor de comentarios no es válido',
  invalidOrder: 'El orden debe ser antiguo o reciente',
} as const;
