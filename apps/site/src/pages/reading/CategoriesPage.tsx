import { CATEGORIES, foldText } from '@pupitre/data';
import {
  BackToTop,
  Button,
  Callout,
  CategoryCard,
  EmptyState,
  Hero,
  InfoCards,
  ListingStatus,
  PageLayout,
  SearchBox,
  TileGrid,
} from '@pupitre/ui';
import { useMemo, useState } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { paths } from '../../paths';
import { PAGE_TITLES } from '../page-titles';

/** The seven fixed categories that match a name or description, accents and case ignored. */
export function matchCategories(term: string) {
  const wanted = foldText(term).trim();
  if (!wanted) return [...CATEGORIES];
  return CATEGORIES.filter((category) =>
    foldText(`${category.nombre} ${category.descripcion}`).includes(wanted),
  );
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
  useDocumentTitle(PAGE_TITLES.categories);
  const [term, setTerm] = useState('');
  const found = useMemo(() => matchCategories(term), [term]);
  return (
    <PageLayout>
      <Hero
        title="Explora Nuestras Categorías"
        subtitle="Encuentra artículos sobre técnicas de estudio, tecnología educativa, desarrollo docente y mucho más, organizados en siete categorías."
        search={
          <SearchBox
            value={term}
            onChange={setTerm}
            placeholder="Buscar categorías..."
            label="Buscar categorías por nombre o descripción"
          />
        }
      />
      <ListingStatus align="center">
        {term.trim() ? `${found.length} de ${CATEGORIES.length} categorías` : ''}
      </ListingStatus>
      {found.length === 0 ? (
        <EmptyState
          title="No se encontraron categorías"
          description={`Ninguna categoría coincide con «${term.trim()}».`}
          actions={<Button onClick={() => setTerm('')}>Mostrar todas las categorías</Button>}
        />
      ) : (
        <TileGrid>
          {found.map((category) => (
            <li key={category.id}>
              <CategoryCard
                id={category.id}
                name={category.nombre}
                description={category.descripcion}
                href={paths.category(category.id)}
              />
            </li>
          ))}
        </TileGrid>
      )}
      <Callout tone="sunken" align="center" title="Lo que encontrarás">
        <InfoCards variant="plain" items={blurbs} />
      </Callout>
      <BackToTop />
    </PageLayout>
  );
}
