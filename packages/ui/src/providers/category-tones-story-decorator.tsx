import type { Decorator } from '@storybook/react-vite';
import { CategoryTonesProvider } from './CategoryTonesProvider';
import type { CategoryTones } from './category-tones';

/** Stories only: the mapping the category stories are drawn with, keys 1–7 on slots c1–c7. */
export const storyCategoryTones: CategoryTones = {
  1: 'c1',
  2: 'c2',
  3: 'c3',
  4: 'c4',
  5: 'c5',
  6: 'c6',
  7: 'c7',
};

/** Stories only: wraps a story in <CategoryTonesProvider> with `storyCategoryTones`. */
export const withCategoryTones: Decorator = (Story) => (
  <CategoryTonesProvider tones={storyCategoryTones}>
    <Story />
  </CategoryTonesProvider>
);
