import type { CategoryTones } from '@pupitre/ui';

/**
 * Which colour slot of the design system each of Pupitre's categories takes, by category id: the
 * seven categories of the site (Noticias 1 … Comunidad y Colaboración 7) on slots c1…c7. A category
 * added later and not listed here is drawn grey ('other') until it gets a slot.
 */
export const pupitreCategoryTones: CategoryTones = {
  1: 'c1',
  2: 'c2',
  3: 'c3',
  4: 'c4',
  5: 'c5',
  6: 'c6',
  7: 'c7',
};
