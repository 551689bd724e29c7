import type { ReactNode } from 'react';
import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { useHydrated } from '../../internal/use-hydrated';
import { paginationMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import * as styles from './Pagination.css';
import { pageList } from './page-list';

export interface PaginationProps {
  /** The page on screen, from 1. */
  page: number;
  /** How many pages there are; with one or none the pagination renders nothing. */
  totalPages: number;
  onPageChange(page: number): void;
  /** The navigation's name; the dictionary's 'Paginación' by default. */
  label?: string;
  /** Each page's address: the buttons are these links until the page's scripts run. */
  hrefFor?: (page: number) => string;
}

interface PageControlProps {
  target: number;
  label: string;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
  onPageChange(page: number): void;
  href?: string;
}

/** One control: a button, or a link to the page's address before scripts run (never for the page shown). */
function PageControl({ target, label, disabled, current, children, onPageChange, href }: PageControlProps) {
  if (href && !disabled && !current) {
    return (
      <Link href={href} className={styles.page} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={styles.page}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      disabled={disabled}
      onClick={() => !current && onPageChange(target)}
    >
      {children}
    </button>
  );
}

/** Previous/next arrows and page buttons; hidden when everything fits in one page. */
export function Pagination({ page, totalPages, onPageChange, label, hrefFor }: PaginationProps) {
  const messages = useMessages({ pagination: paginationMessages });
  const hydrated = useHydrated();
  if (totalPages <= 1) return null;
  const hrefOf = (target: number) => (hrefFor && !hydrated ? hrefFor(target) : undefined);
  const control = { onPageChange };
  return (
    <nav aria-label={label ?? messages.pagination.label}>
      <ul className={styles.list}>
        <li>
          <PageControl
            {...control}
            target={page - 1}
            label={messages.pagination.previous}
            disabled={page <= 1}
            href={hrefOf(page - 1)}
          >
            <ChevronLeftIcon size="xs" className={styles.arrow} />
          </PageControl>
        </li>
        {pageList(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <PageControl
                {...control}
                target={entry}
                label={messages.pagination.page(entry)}
                current={entry === page}
                href={hrefOf(entry)}
              >
                {entry}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl
            {...control}
            target={page + 1}
            label={messages.pagination.next}
            disabled={page >= totalPages}
            href={hrefOf(page + 1)}
          >
            <ChevronRightIcon size="xs" className={styles.arrow} />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
