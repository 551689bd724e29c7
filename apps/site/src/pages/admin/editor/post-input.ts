import type { PostInput } from '@pupitre/data';
import type { PostFormValues } from './post-form';

export type PostStatus = 'publicado' | 'borrador';

/** What the API is sent for the form's fields, the body's HTML and the cover. */
export function postInputOf(
  values: PostFormValues,
  html: string,
  cover: string | null,
  estado: PostStatus,
  publish: Pick<PostInput, 'enviarSuscriptores' | 'programadaPara'> = {},
): PostInput {
  return {
    titulo: values.titulo.trim(),
    contenido: html,
    resumen: values.resumen.trim() || null,
    estado,
    categorias: [Number(values.categoria)],
    Imagen_portada: cover,
    ...(publish.enviarSuscriptores !== undefined && { enviarSuscriptores: publish.enviarSuscriptores }),
    ...(publish.programadaPara && { programadaPara: publish.programadaPara }),
  };
}

/** Whether the fields a post cannot be saved without are there (the body is checked by its mode). */
export function hasTitleAndCategory(values: PostFormValues): boolean {
  return values.titulo.trim() !== '' && values.categoria !== '';
}
