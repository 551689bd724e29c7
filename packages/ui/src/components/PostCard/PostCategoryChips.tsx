import type { PostView } from '../../content/post-view';
import { Chip } from '../Chip/Chip';

export interface PostCategoryChipsProps {
  categories: PostView['categories'];
  /** The list's class (its layout comes from the card that shows it). */
  className: string;
  /** The class of each linked category chip. */
  chipClassName?: string;
}

/** A post's categories as linked chips, or 'Sin categoría' when it has none. */
export function PostCategoryChips({ categories, className, chipClassName }: PostCategoryChipsProps) {
  return (
    <ul className={className} aria-label="Categorías">
      {categories.length > 0 ? (
        categories.map((category) => (
          <li key={category.id}>
            <Chip
              className={chipClassName}
              label={category.name}
              categoryId={category.id}
              href={category.href}
            />
          </li>
        ))
      ) : (
        <li>
          <Chip label="Sin categoría" />
        </li>
      )}
    </ul>
  );
}
