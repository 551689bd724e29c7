import { useHydrated } from '../../internal/use-hydrated';
import { commentsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import * as styles from './Comments.css';

export interface LoadMoreCommentsProps {
  onLoadMore(): void;
  loading?: boolean;
  /** The last attempt failed: said above the button, which tries again. */
  error?: string;
  /** The next comments as a page address: the button is this link until the page's scripts run. */
  href?: string;
}

/** 'Cargar más comentarios': a button, or a plain link for a reader whose scripts have not run. */
export function LoadMoreComments({ onLoadMore, loading = false, error, href }: LoadMoreCommentsProps) {
  const copy = useMessages({ comments: commentsMessages }).comments;
  const hydrated = useHydrated();
  return (
    <div className={styles.more}>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {href && !hydrated ? (
        <Button asChild variant="outline" tone="neutral">
          <Link href={href}>{copy.loadMore}</Link>
        </Button>
      ) : (
        <Button
          variant="outline"
          tone="neutral"
          loading={loading}
          loadingLabel={copy.loading}
          onClick={onLoadMore}
        >
          {copy.loadMore}
        </Button>
      )}
    </div>
  );
}
