import { formatShortDate, POSTS_LOAD_ERROR } from '@pupitre/data';
import { Button, Card, EmptyState, ErrorState, Link, Spinner } from '@pupitre/ui';
import { useId } from 'react';
import * as styles from './MyPosts.css';
import * as page from './ProfilePage.css';
import { useMyPosts } from './profile-queries';

/** The user's published posts (first 20), each a link to its page. */
export function MyPosts() {
  const titleId = useId();
  const posts = useMyPosts();
  return (
    <Card as="section" padding="lg" aria-labelledby={titleId} className={page.section}>
      <h2 id={titleId} className={page.sectionTitle}>
        Mis publicaciones
      </h2>
      {posts.isPending ? (
        <Spinner label="Cargando publicaciones..." />
      ) : posts.isError ? (
        <ErrorState
          headingLevel={3}
          title="Publicaciones no disponibles"
          message={POSTS_LOAD_ERROR}
          actions={
            <Button
              variant="ghost"
              loading={posts.isFetching}
              loadingLabel="Reintentando..."
              onClick={() => void posts.refetch()}
            >
              Reintentar
            </Button>
          }
        />
      ) : posts.data.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Todavía no tienes publicaciones"
          description="Cuando publiques un artículo, aparecerá aquí."
        />
      ) : (
        <ul className={styles.list}>
          {posts.data.map((post) => (
            <li key={post.id} className={styles.item}>
              <Link href={`/blog/${post.id}`} className={styles.link}>
                {post.titulo || 'Publicación sin título'}
              </Link>
              {post.fechaCreacion && (
                <time dateTime={post.fechaCreacion} className={styles.date}>
                  {formatShortDate(post.fechaCreacion)}
                </time>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
