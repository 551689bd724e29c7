export { CategoryCard, type CategoryCardProps } from './CategoryCard';
export type { CategoryToneKey } from './category-tone';
