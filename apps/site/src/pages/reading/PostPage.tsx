import { ApiError, formatLongDate, type Post } from '@pupitre/data';
import { Button, Chip, Link, Spinner } from '@pupitre/ui';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { usePost } from '../../queries/posts';
import { PostBodyFrame } from './PostBodyFrame';
import { PostComments } from './PostComments';
import * as styles from './PostPage.css';
import { PostSidebar } from './PostSidebar';

export const DEFAULT_AUTHOR = 'Admin';

function BackToBlog() {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href="/blog">← Volver al blog</Link>
    </Button>
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

function PostArticle({ post }: { post: Post }) {
  return (
    <article className={styles.article} aria-labelledby="post-title">
      <BackToBlog />
      <h1 id="post-title" className={styles.title}>
        {post.titulo}
      </h1>
      <p className={styles.meta}>
        <span>Por {post.autorNombre ?? DEFAULT_AUTHOR}</span>
        <span aria-hidden="true"> · </span>
        <time dateTime={post.fechaCreacion ?? undefined}>{formatLongDate(post.fechaCreacion)}</time>
      </p>
      {post.imagenUrl && (
        <div className={styles.coverFrame}>
          <img className={styles.cover} src={post.imagenUrl} alt="" width={1200} height={675} />
        </div>
      )}
      <PostBodyFrame html={post.contenido} title={post.titulo} />
      {post.categorias.length > 0 && (
        <ul className={styles.chips} aria-label="Categorías de la publicación">
          {post.categorias.map((category) => (
            <li key={category.id}>
              <Chip label={category.nombre} categoryId={category.id} href={`/categoria/${category.id}`} />
            </li>
          ))}
        </ul>
      )}
      <section className={styles.comments} aria-label="Comentarios de la publicación">
        <PostComments postId={post.id} />
      </section>
    </article>
  );
}

export default function PostPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const { data: post, isPending, error } = usePost(id);
  useDocumentTitle(post?.titulo);

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
    <div className={styles.layout}>
      <PostArticle post={post} />
      <PostSidebar post={post} />
    </div>
  );
}
