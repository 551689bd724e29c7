import { breadcrumbMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import * as styles from './Breadcrumb.css';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  href?: string;
}

export function Breadcrumb({ items, label }: { items: Crumb[]; label?: string }) {
  const messages = useMessages({ breadcrumb: breadcrumbMessages });
  return (
    <nav aria-label={label ?? messages.breadcrumb.label}>
      <ol className={styles.list}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${crumb.label}-${index}`} className={styles.item}>
              {crumb.href && !last ? (
                <Link href={crumb.href} className={styles.link}>
                  {crumb.label}
                </Link>
              ) : (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
