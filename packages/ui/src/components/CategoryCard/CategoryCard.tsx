import { type ReactNode, useId } from 'react';
import { categoryCardMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { useCategoryTone } from '../../providers/CategoryTonesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import * as styles from './CategoryCard.css';

export interface CategoryCardProps {
  /** The category's key (id, slug...): <CategoryTonesProvider> gives it its colour; grey if unlisted. */
  id: CategoryKey;
  name: string;
  description: string;
  /** Usually /categoria/{id}. */
  href: string;
  actionLabel?: string;
  /** A decorative glyph; the name's first letter when missing. */
  icon?: ReactNode;
}

/** A category of the /categorias grid: colour accent, name, description and 'Ver artículos'. */
export function CategoryCard({ id, name, description, href, actionLabel, icon }: CategoryCardProps) {
  const messages = useMessages({ categoryCard: categoryCardMessages });
  const titleId = useId();
  const tone = useCategoryTone(id);
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <span className={`${styles.bar} ${styles.barTone[tone]}`} aria-hidden="true" />
      <div className={styles.body}>
        <span className={`${styles.icon} ${styles.iconTone[tone]}`} aria-hidden="true">
          {icon ?? name.trim().charAt(0).toUpperCase()}
        </span>
        <Heading id={titleId} className={styles.title}>
          {name}
        </Heading>
        <p className={styles.description}>{description}</p>
        <Button asChild className={styles.action}>
          {/* Every card says 'Ver artículos': the category name, as description, tells them apart. */}
          <Link href={href} aria-describedby={titleId}>
            {actionLabel ?? messages.categoryCard.action}
          </Link>
        </Button>
      </div>
    </article>
  );
}
