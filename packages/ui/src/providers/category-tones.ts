/**
 * The colour slots a category can take. Their colours are theme tokens (`vars.category.*` for the fill,
 * `vars.onCategory.*` for text on it) that a consumer may override in CSS; which category takes which
 * slot is the consumer's choice, passed to <CategoryTonesProvider>.
 */
export const categoryToneKeys = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const;
export type CategoryTone = (typeof categoryToneKeys)[number];

/** The consumer's key for a category: its id, slug or anything else it names categories by. */
export type CategoryKey = string | number;

/** Which colour slot each of the consumer's categories takes; a key left out is drawn as 'other'. */
export type CategoryTones = Readonly<Partial<Record<CategoryKey, CategoryTone>>>;

const isCategoryTone = (value: unknown): value is CategoryTone =>
  (categoryToneKeys as readonly unknown[]).includes(value);

/** The slot of a category in a mapping: its own when listed, 'other' for unknown or missing keys. */
export function resolveCategoryTone(tones: CategoryTones, key: CategoryKey | null | undefined): CategoryTone {
  if (key === null || key === undefined || !Object.hasOwn(tones, key)) return 'other';
  const tone = tones[key];
  return isCategoryTone(tone) ? tone : 'other';
}
