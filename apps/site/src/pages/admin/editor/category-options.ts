import { CATEGORIES, type Category } from '@pupitre/data';

export interface CategoryOption {
  value: string;
  label: string;
}

/** The form's value while no category is chosen: publishing then asks for one (accounts-admin §5). */
export const NO_CATEGORY = '';

/** What the category field shows until one is chosen. */
export const CATEGORY_PLACEHOLDER = 'Selecciona una categoría';

/** The server's categories, or the built-in list when they cannot be loaded (accounts-admin §3). */
export function categoryOptions(
  loaded: readonly Pick<Category, 'id' | 'nombre'>[] | undefined,
): CategoryOption[] {
  const source = loaded && loaded.length > 0 ? loaded : CATEGORIES;
  return source.map((category) => ({ value: String(category.id), label: category.nombre }));
}

/**
 * The category a form starts with. A post that has one keeps it (id 1 when the list lacks it,
 * accounts-admin §3); a new post, or a draft or file that names none, starts with none, so an author
 * never publishes in a category they did not see chosen.
 */
export function chosenCategory(
  options: readonly CategoryOption[],
  postCategoryId: number | undefined,
): string {
  // Number('') is 0: a saved draft or export without a category names none.
  if (postCategoryId === undefined || !Number.isInteger(postCategoryId) || postCategoryId < 1) {
    return NO_CATEGORY;
  }
  const wanted = String(postCategoryId);
  return options.some((option) => option.value === wanted) ? wanted : '1';
}
