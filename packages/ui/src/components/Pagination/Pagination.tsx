import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import { paginationMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
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
}

/** Previous/next arrows and page buttons; hidden when everything fits in one page. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const messages = useMessages({ pagination: paginationMessages });
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? messages.pagination.label}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={messages.pagination.previous}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeftIcon size="xs" className={styles.arrow} />
          </button>
        </li>
        {pageList(page, totalPages).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                className={styles.page}
                aria-label={messages.pagination.page(entry)}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => entry !== page && onPageChange(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label={messages.pagination.next}
            disabled={page >= totalPages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRightIcon size="xs" className={styles.arrow} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
