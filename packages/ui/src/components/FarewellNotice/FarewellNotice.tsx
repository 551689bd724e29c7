import { useEffect, useRef } from 'react';
import { CheckIcon } from '../../icons/CheckIcon';
import * as styles from './FarewellNotice.css';

export interface FarewellNoticeProps {
  /** False until the moment comes; the notice then covers the whole page. */
  shown: boolean;
  /** What happened and what comes next, e.g. the account was deleted and login follows. */
  message: string;
}

/**
 * A full-screen farewell (after the account is deleted). The status region is in the page from the start
 * and only its content appears, because screen readers announce changes to a live region, not new ones.
 */
export function FarewellNotice({ shown, message }: FarewellNoticeProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  return (
    <div role="status" className={shown ? styles.overlay : undefined}>
      {shown && (
        <div ref={panel} tabIndex={-1} className={styles.panel}>
          <span className={styles.badge}>
            <CheckIcon size="inherit" className={styles.check} />
          </span>
          <p className={styles.message}>{message}</p>
        </div>
      )}
    </div>
  );
}
