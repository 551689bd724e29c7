import { CATEGORIES, type Category } from '@pupitre/data';

export interface CategoryOption {
  value: string;
  label: string;
}

/** The server's categories, or the built-in list when they cannot be loaded (accounts-admin §3). */
export function categoryOptions(
  loaded: readonly Pick<Category, 'id' | 'nombre'>[] | undefined,
): CategoryOption[] {
  const source = loaded && loaded.length > 0 ? loaded : CATEGORIES;
  return source.map((category) => ({ value: String(category.id), label: category.nombre }));
}

/** The post's category when the list has it, else id 1 (accounts-admin §3). */
export function chosenCategory(
  options: readonly CategoryOption[],
  postCategoryId: number | undefined,
): string {
  const wanted = String(postCategoryId ?? 1);
  return options.some((option) => option.value === wanted) ? wanted : '1';
}
