export const categoryToneKeys = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const;
export type CategoryToneKey = (typeof categoryToneKeys)[number];

/** The colour slot of a category id: c1..c7 for the seven categories, 'other' for anything else. */
export function categoryToneKey(id: number | undefined): CategoryToneKey {
  return id !== undefined && Number.isInteger(id) && id >= 1 && id <= 7
    ? (`c${id}` as CategoryToneKey)
    : 'other';
}
