import { useEffect, useRef } from 'react';
import * as styles from './AccountDeletedNotice.css';
import { ACCOUNT_DELETED } from './profile-copy';

/**
 * The full-screen farewell after the account is deleted. The status region is in the page from the start
 * and only its content appears, because screen readers announce changes to a live region, not new ones.
 */
export function AccountDeletedNotice({ shown }: { shown: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) panel.current?.focus();
  }, [shown]);
  return (
    <div role="status" className={shown ? styles.overlay : undefined}>
      {shown && (
        <div ref={panel} tabIndex={-1} className={styles.panel}>
          <span className={styles.badge} aria-hidden="true">
            <svg className={styles.check} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M5 12.5 10 17.5 19 7.5" />
            </svg>
          </span>
          <p className={styles.message}>{ACCOUNT_DELETED}</p>
        </div>
      )}
    </div>
  );
}
