import { CATEGORIES } from '@pupitre/data';
import { BackToTop, Button, CategoryCard, EmptyState, SearchBox } from '@pupitre/ui';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import * as styles from './CategoriesPage.css';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** The seven fixed categories that match a name or description, accents and case ignored. */
export function matchCategories(term: string) {
  const wanted = fold(term);
  if (!wanted) return [...CATEGORIES];
  return CATEGORIES.filter((category) => fold(`${category.nombre} ${category.descripcion}`).includes(wanted));
}

const blurbs = [
  {
    title: 'Artículos de calidad',
    text: 'Textos revisados por docentes, con ejemplos concretos y fuentes para seguir aprendiendo.',
  },
  {
    title: 'Recursos filtrados',
    text: 'Cada publicación está en su categoría para que llegues directo a lo que necesitas.',
  },
  {
    title: 'Ideas innovadoras',
    text: 'Propuestas nuevas para el aula y para estudiar, probadas por la comunidad.',
  },
];

/** /categorias (reading-area §2 "Category list page"). */
export default function CategoriesPage() {
  useDocumentTitle('Categorías');
  const [term, setTerm] = useState('');
  const found = useMemo(() => matchCategories(term), [term]);
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.title}>Explora Nuestras Categorías</h1>
        <p className={styles.lead}>
          Encuentra artículos sobre técnicas de estudio, tecnología educativa, desarrollo docente y mucho más,
          organizados en siete categorías.
        </p>
        <div className={styles.search}>
          <SearchBox
            value={term}
            onChange={setTerm}
            placeholder="Buscar categorías..."
            label="Buscar categorías por nombre o descripción"
          />
        </div>
      </header>
      <p className={styles.count} role="status">
        {term.trim() ? `${found.length} de ${CATEGORIES.length} categorías` : ''}
      </p>
      {found.length === 0 ? (
        <EmptyState
          title="No se encontraron categorías"
          description={`Ninguna categoría coincide con «${term.trim()}».`}
          actions={<Button onClick={() => setTerm('')}>Mostrar todas las categorías</Button>}
        />
      ) : (
        <ul className={styles.grid}>
          {found.map((category) => (
            <li key={category.id}>
              <CategoryCard
                id={category.id}
                name={category.nombre}
                description={category.descripcion}
                href={`/categoria/${category.id}`}
                headingLevel={2}
              />
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="what-you-find" className={styles.find}>
        <h2 id="what-you-find" className={styles.findTitle}>
          Lo que encontrarás
        </h2>
        <ul className={styles.blurbs}>
          {blurbs.map((blurb) => (
            <li key={blurb.title}>
              <h3 className={styles.blurbTitle}>{blurb.title}</h3>
              <p className={styles.blurbText}>{blurb.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <BackToTop />
    </div>
  );
}
