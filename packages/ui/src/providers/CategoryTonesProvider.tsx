import { createContext, type ReactNode, useCallback, useContext } from 'react';
import {
  type CategoryKey,
  type CategoryTone,
  type CategoryTones,
  resolveCategoryTone,
} from './category-tones';

export {
  type CategoryKey,
  type CategoryTone,
  type CategoryTones,
  categoryToneKeys,
  resolveCategoryTone,
} from './category-tones';

const noTones: CategoryTones = {};
const CategoryTonesContext = createContext<CategoryTones>(noTones);

export interface CategoryTonesProviderProps {
  /**
   * The colour slot of each category, keyed the way the app names its categories (ids, slugs...),
   * e.g. `{ 1: 'c1', 2: 'c2' }` or `{ noticias: 'c1' }`. Categories left out are grey ('other').
   */
  tones: CategoryTones;
  children: ReactNode;
}

/**
 * The design system does not know the app's categories: the app says here which colour slot
 * (`c1`…`c7`, `other`) each of them takes, and every category colour (chips, cards, filter pills,
 * sidebar dots, chart slices) is looked up through it. Without a provider every category is grey.
 */
export function CategoryTonesProvider({ tones, children }: CategoryTonesProviderProps) {
  return <CategoryTonesContext.Provider value={tones}>{children}</CategoryTonesContext.Provider>;
}

/** The lookup of the nearest provider: a category's key in, its colour slot out ('other' if unknown). */
export function useCategoryTones(): (key: CategoryKey | null | undefined) => CategoryTone {
  const tones = useContext(CategoryTonesContext);
  return useCallback((key: CategoryKey | null | undefined) => resolveCategoryTone(tones, key), [tones]);
}

/** The colour slot of one category, from the nearest provider ('other' if it does not list the key). */
export function useCategoryTone(key: CategoryKey | null | undefined): CategoryTone {
  return resolveCategoryTone(useContext(CategoryTonesContext), key);
}
