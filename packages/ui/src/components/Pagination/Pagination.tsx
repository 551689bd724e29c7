import { ChevronLeftIcon } from '../../icons/ChevronLeftIcon';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import * as styles from './Pagination.css';
import { pageList } from './page-list';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  label?: string;
}

/** Previous/next arrows and page buttons; hidden when everything fits in one page. */
export function Pagination({ page, totalPages, onPageChange, label = 'Paginación' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.page}
            aria-label="Página anterior"
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
                aria-label={`Página ${entry}`}
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
            aria-label="Página siguiente"
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
