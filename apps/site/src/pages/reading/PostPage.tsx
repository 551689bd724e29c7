import { ApiError, formatLongDate } from '@pupitre/data';
import { Spinner } from '@pupitre/ui';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { usePost } from '../../queries/posts';
import { PostBodyFrame } from './PostBodyFrame';
import * as styles from './PostPage.css';

function BackToBlog() {
  return (
    <Link className={styles.back} href="/blog">
      ← Volver al blog
    </Link>
  );
}

function Notice({ message }: { message: string }) {
  return (
    <div className={styles.notice} role="alert">
      <p>{message}</p>
      <BackToBlog />
    </div>
  );
}

export default function PostPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: post, isPending, error } = usePost(id);

  useEffect(() => {
    if (post) document.title = `${post.titulo} | Pupitre`;
  }, [post]);

  if (!validId) return <Notice message="No se proporcionó un ID de publicación válido." />;
  if (isPending) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label="Cargando publicación..." />
      </div>
    );
  }
  if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    return (
      <Notice
        message={
          notFound
            ? 'No se encontró la publicación solicitada.'
            : 'No se pudo cargar la publicación. Por favor, intenta de nuevo más tarde.'
        }
      />
    );
  }

  return (
    <article className={styles.article}>
      <BackToBlog />
      <h1 className={styles.title}>{post.titulo}</h1>
      <p className={styles.meta}>
        <span>Por {post.autorNombre ?? 'Admin'}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.fechaCreacion ?? undefined}>{formatLongDate(post.fechaCreacion)}</time>
      </p>
      {post.imagenUrl && (
        <div className={styles.coverFrame}>
          <img className={styles.cover} src={post.imagenUrl} alt="" width={1200} height={675} />
        </div>
      )}
      <PostBodyFrame html={post.contenido} title={post.titulo} />
    </article>
  );
}
