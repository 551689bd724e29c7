import { Spinner } from '@pupitre/ui';
import { useEffect } from 'react';
import { BLOG_PAGE_SIZE, usePostList } from '../../queries/posts';
import * as styles from './BlogPage.css';
import { PostSummaryCard } from './PostSummaryCard';

export default function BlogPage() {
  const { data, isPending, isError } = usePostList(BLOG_PAGE_SIZE);
  useEffect(() => {
    document.title = 'Blog | Pupitre';
  }, []);

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Blog</h1>
        <p className={styles.subtitle}>
          Artículos, técnicas y experiencias para aprender y enseñar mejor cada día.
        </p>
      </header>
      {isPending ? (
        <div className={styles.state}>
          <Spinner size="lg" decorative />
          <p role="status">Cargando publicaciones...</p>
        </div>
      ) : isError ? (
        <p className={styles.error} role="alert">
          No se pudieron cargar las publicaciones. Por favor, intenta de nuevo más tarde.
        </p>
      ) : data.length === 0 ? (
        <div className={styles.state}>
          <h2>No se encontraron publicaciones</h2>
          <p>No hay publicaciones disponibles en este momento.</p>
        </div>
      ) : (
        <ul className={styles.grid}>
          {data.map((post) => (
            <li key={post.id}>
              <PostSummaryCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
