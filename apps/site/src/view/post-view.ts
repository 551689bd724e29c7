import { formatLongDate, imageVariantSources, type ListedPost } from '@pupitre/data';
import type { PostView } from '@pupitre/ui';
import { paths } from '../paths';

export const UNKNOWN_AUTHOR = 'Autor desconocido';

/** A listed post as the design system's post fragments show it (`listedPost` makes one of a full post). */
export function toPostView(post: ListedPost): PostView {
  return {
    id: post.id,
    title: post.titulo,
    summary: post.resumen,
    imageSrc: post.imagenUrl,
    imageSources: imageVariantSources(post.imagenUrl),
    date: formatLongDate(post.fechaCreacion),
    dateTime: post.fechaCreacion ?? undefined,
    author: post.autorNombre ?? UNKNOWN_AUTHOR,
    categories: post.categorias.map((category) => ({
      id: category.id,
      name: category.nombre,
      href: paths.category(category.id),
    })),
    href: paths.post(post.id),
  };
}
