import { CATEGORIES } from '@pupitre/data';
import { Callout, CategoryShortcuts, PageSection } from '@pupitre/ui';
import { CategoriesButton } from '../CategoriesButton';
import { allCategoriesBanner, featuredCategoryIds } from './home-content';

/** Three highlighted categories that set the home filter, and the banner to every category. */
export function FeaturedCategories({ onChoose }: { onChoose(categoryId: number): void }) {
  const featured = featuredCategoryIds
    .map((id) => CATEGORIES.find((category) => category.id === id))
    .filter((category) => category !== undefined)
    .map((category) => ({ id: category.id, name: category.nombre, description: category.descripcion }));
  return (
    <PageSection title="Categorías destacadas">
      <CategoryShortcuts categories={featured} onChoose={onChoose} />
      <Callout
        tone="sunken"
        layout="bar"
        text={allCategoriesBanner.text}
        actions={<CategoriesButton tone="secondary">{allCategoriesBanner.action}</CategoriesButton>}
      />
    </PageSection>
  );
}
