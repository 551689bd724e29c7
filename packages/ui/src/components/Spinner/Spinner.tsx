import { spinnerMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  /** sm, md (default) or lg. */
  size?: SpinnerSize;
  /** Read by screen readers; visible text around the spinner can repeat it. */
  label?: string;
  /** Inside a control that already announces its busy state, the spinner stays silent. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const messages = useMessages({ spinner: spinnerMessages });
  const classes = [styles.root, className].filter(Boolean).join(' ');
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className={`${styles.ring} ${styles.size[size]}`} />
      </span>
    );
  }
  return (
    <span className={classes} role="status">
      <span className={`${styles.ring} ${styles.size[size]}`} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label ?? messages.spinner.label}</span>
    </span>
  );
}
