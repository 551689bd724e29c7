import type { PostView } from '../../content/post-view';
import { postCardMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
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
  const messages = useMessages({ postCard: postCardMessages });
  return (
    <ul className={className} aria-label={messages.postCard.categories}>
      {categories.length > 0 ? (
        categories.map((category) => (
          <li key={category.id}>
            <Chip
              className={chipClassName}
              label={category.name}
              category={category.id}
              href={category.href}
            />
          </li>
        ))
      ) : (
        <li>
          <Chip label={messages.postCard.uncategorised} />
        </li>
      )}
    </ul>
  );
}
