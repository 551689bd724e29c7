import { CATEGORIES } from '@pupitre/data';
import { Button, Link } from '@pupitre/ui';
import * as styles from '../HomePage.css';
import { featuredCategoryIds } from './home-content';

/** Three highlighted categories that set the home filter, and the banner to every category. */
export function FeaturedCategories({ onChoose }: { onChoose(categoryId: number): void }) {
  const featured = featuredCategoryIds
    .map((id) => CATEGORIES.find((category) => category.id === id))
    .filter((category) => category !== undefined);
  return (
    <section aria-labelledby="home-featured-categories" className={styles.section}>
      <h2 id="home-featured-categories" className={styles.sectionTitle}>
        Categorías destacadas
      </h2>
      <ul className={styles.cardGrid}>
        {featured.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className={styles.categoryButton}
              data-category={category.id}
              onClick={() => onChoose(category.id)}
            >
              <span className={styles.cardTitle}>{category.nombre}</span>
              <span className={styles.cardText}>{category.descripcion}</span>
              <span className={styles.categoryHint}>Ver publicaciones recientes</span>
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.explore}>
        <p>¿Quieres ver todos los temas? Hay siete categorías esperándote.</p>
        <Button asChild variant="secondary">
          <Link href="/categorias">Explorar categorías</Link>
        </Button>
      </div>
    </section>
  );
}
