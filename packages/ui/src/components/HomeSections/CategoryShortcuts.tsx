import { tileGrid } from '../../internal/tile-grid.css';
import { categoryToneKey } from '../CategoryCard/category-tone';
import * as styles from './HomeSections.css';

export interface CategoryShortcut {
  /** 1–7 gives the card's top edge the category's colour. */
  id: number;
  name: string;
  description: string;
}

export interface CategoryShortcutsProps {
  categories: readonly CategoryShortcut[];
  /** The reader chose a category: the page filters by it. */
  onChoose(categoryId: number): void;
  /** The call to action at the foot of each card. */
  hint?: string;
}

const defaultHint = 'Ver publicaciones recientes';

/** Highlighted categories as large buttons; choosing one filters the page's posts by it. */
export function CategoryShortcuts({ categories, onChoose, hint = defaultHint }: CategoryShortcutsProps) {
  return (
    <ul className={tileGrid.auto}>
      {categories.map((category) => (
        <li key={category.id}>
          <button
            type="button"
            className={`${styles.shortcut} ${styles.shortcutTone[categoryToneKey(category.id)]}`}
            onClick={() => onChoose(category.id)}
          >
            <span className={styles.shortcutName}>{category.name}</span>
            <span className={styles.shortcutText}>{category.description}</span>
            <span className={styles.shortcutHint}>{hint}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
