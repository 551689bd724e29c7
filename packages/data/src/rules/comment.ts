/** A comment is plain text, trimmed, 1 to 2000 characters (the form counts against this before zod loads). */
export const COMMENT_MAX_LENGTH = 2000;

/** Comments a page holds unless the request asks for another size; the post page shows this many first. */
export const COMMENT_PAGE_SIZE = 20;

/** The spec's inline message when comments cannot be loaded (reading-area §7). */
export const COMMENTS_LOAD_ERROR = 'No se pudieron cargar los comentarios.';

export const commentMessages = {
  empty: 'El contenido del comentario no puede estar vacío',
  tooLong: 'El comentario no puede tener más de 2000 caracteres',
} as const;
