import { formatLongDate, imageVariantSources, type Post } from '@pupitre/data';
import { ArticleBody, PostArticle } from '@pupitre/ui';
import type { ReactNode } from 'react';
import { paths } from '../../paths';
import { PostComments } from './PostComments';

export const DEFAULT_AUTHOR = 'Admin';

/** A post as its readers see it: header, body, categories and comments. */
export function PostReading({ post, back }: { post: Post; back: ReactNode }) {
  return (
    <PostArticle
      header={{
        title: post.titulo,
        author: post.autorNombre ?? DEFAULT_AUTHOR,
        date: formatLongDate(post.fechaCreacion),
        dateTime: post.fechaCreacion ?? undefined,
        coverSrc: post.imagenUrl,
        coverSources: imageVariantSources(post.imagenUrl),
        back,
      }}
      categories={post.categorias.map((category) => ({
        id: category.id,
        name: category.nombre,
        href: paths.category(category.id),
      }))}
      comments={<PostComments postId={post.id} />}
    >
      <ArticleBody html={post.contenido} lang="es" />
    </PostArticle>
  );
}
