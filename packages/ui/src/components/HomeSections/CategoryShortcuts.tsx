import { tileGrid } from '../../internal/tile-grid.css';
import { categoryShortcutsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useCategoryTones } from '../../providers/CategoryTonesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import * as styles from './HomeSections.css';

export interface CategoryShortcut<Key extends CategoryKey = CategoryKey> {
  /** The category's key (id, slug...): <CategoryTonesProvider> gives the card's top edge its colour. */
  id: Key;
  name: string;
  description: string;
}

export interface CategoryShortcutsProps<Key extends CategoryKey = CategoryKey> {
  categories: readonly CategoryShortcut<Key>[];
  /** The reader chose a category (given by its key): the page filters by it. */
  onChoose(categoryId: NoInfer<Key>): void;
  /** The call to action at the foot of each card. */
  hint?: string;
}

/** Highlighted categories as large buttons; choosing one filters the page's posts by it. */
export function CategoryShortcuts<Key extends CategoryKey = CategoryKey>({
  categories,
  onChoose,
  hint,
}: CategoryShortcutsProps<Key>) {
  const messages = useMessages({ categoryShortcuts: categoryShortcutsMessages });
  const toneOf = useCategoryTones();
  return (
    <ul className={tileGrid.auto}>
      {categories.map((category) => (
        <li key={category.id}>
          <button
            type="button"
            className={`${styles.shortcut} ${styles.shortcutTone[toneOf(category.id)]}`}
            onClick={() => onChoose(category.id)}
          >
            <span className={styles.shortcutName}>{category.name}</span>
            <span className={styles.shortcutText}>{category.description}</span>
            <span className={styles.shortcutHint}>{hint ?? messages.categoryShortcuts.hint}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
