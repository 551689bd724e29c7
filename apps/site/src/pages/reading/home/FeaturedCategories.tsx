import { CATEGORIES } from '@pupitre/data';
import { CategoryShortcuts, PageSection } from '@pupitre/ui';
import { CategoriesInvitation } from '../CategoriesInvitation';
import { featuredCategoryIds } from './home-content';

/** Three highlighted categories that set the home filter, and the banner to every category. */
export function FeaturedCategories({ onChoose }: { onChoose(categoryId: number): void }) {
  const featured = featuredCategoryIds
    .map((id) => CATEGORIES.find((category) => category.id === id))
    .filter((category) => category !== undefined)
    .map((category) => ({ id: category.id, name: category.nombre, description: category.descripcion }));
  return (
    <PageSection title="Categorías destacadas">
      <CategoryShortcuts categories={featured} onChoose={onChoose} />
      <CategoriesInvitation
        tone="sunken"
        layout="bar"
        text="¿Quieres ver todos los temas? Hay siete categorías esperándote."
        action="Explorar categorías"
      />
    </PageSection>
  );
}
