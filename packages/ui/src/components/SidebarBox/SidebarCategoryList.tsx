import { useCategoryTones } from '../../providers/CategoryTonesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import { Link } from '../../providers/LinkProvider';
import * as styles from './SidebarBox.css';
import { SIDEBAR_DESCRIPTION_MAX, truncate } from './truncate';

export interface SidebarCategory {
  /**
   * The category's key (id, slug...), whose colour <CategoryTonesProvider> gives the dot; entries
   * without one (e.g. 'all') or with an unlisted one get the neutral dot.
   */
  id?: CategoryKey;
  name: string;
  description?: string;
  href: string;
}

export interface SidebarCategoryListProps {
  categories: SidebarCategory[];
}

/** Category links with a coloured dot; descriptions cut at 50 characters. */
export function SidebarCategoryList({ categories }: SidebarCategoryListProps) {
  const toneOf = useCategoryTones();
  return (
    <ul className={styles.list}>
      {categories.map((category) => (
        <li key={`${category.href}-${category.name}`}>
          <Link href={category.href} className={styles.row} title={category.description}>
            <span className={`${styles.dotBase} ${styles.dot[toneOf(category.id)]}`} aria-hidden="true" />
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{category.name}</span>
              {category.description && (
                <span className={styles.rowMeta}>
                  {truncate(category.description, SIDEBAR_DESCRIPTION_MAX)}
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
