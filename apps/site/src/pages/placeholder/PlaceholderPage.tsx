import { useEffect } from 'react';
import { Link } from 'wouter';
import * as styles from './PlaceholderPage.css';

/** A clear Spanish notice for routes whose screens are not built yet. */
export default function PlaceholderPage({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Pupitre`;
  }, [title]);
  return (
    <section className={styles.card} aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>Esta sección de Pupitre estará disponible muy pronto.</p>
      <Link className={styles.link} href="/blog">
        Mientras tanto, lee las publicaciones del blog
      </Link>
    </section>
  );
}
