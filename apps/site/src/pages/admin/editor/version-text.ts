import type { Post, Revision } from '@pupitre/data';

/** The post with a version's text from its history (title, summary, body, categories, cover). */
export function withVersionText(post: Post, version: Revision): Post {
  return {
    ...post,
    titulo: version.titulo,
    resumen: version.resumen ?? '',
    tieneResumen: version.resumen !== null,
    contenido: version.contenido,
    categorias: version.categorias.length > 0 ? version.categorias : post.categorias,
    imagenUrl: version.imagenUrl,
  };
}
