import type { ReactNode } from 'react';
import * as styles from './VisitorOnly.css';

/**
 * Blocks meant for visitors only, such as sign-up invitations. A page rendered on the server cannot know
 * who reads it; CSS hides these blocks as soon as <html> carries the signed-in mark, so a reader never
 * sees them, not even for the frame before the app knows the session.
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  return <div className={styles.visitorOnly}>{children}</div>;
}
