/** A comment is plain text, trimmed, 1 to 2000 characters (the form counts against this before zod loads). */
export const COMMENT_MAX_LENGTH = 2000;

export const commentMessages = {
  empty: 'El contenido del comentario no puede estar vacío',
  tooLong: 'El comentario no puede tener más de 2000 caracteres',
} as const;
