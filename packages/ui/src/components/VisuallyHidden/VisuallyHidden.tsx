import type { HTMLAttributes } from 'react';
import * as styles from './VisuallyHidden.css';

/** Text for screen readers only, e.g. the name of an icon-only control. */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={[styles.hidden, className].filter(Boolean).join(' ')} {...props} />;
}
