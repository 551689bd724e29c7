export { CategoryCard, type CategoryCardProps } from './CategoryCard';
export { type CategoryToneKey, categoryToneKey, categoryToneKeys } from './category-tone';
