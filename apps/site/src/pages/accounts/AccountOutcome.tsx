import type { ReactNode, Ref } from 'react';
import * as styles from './AccountOutcome.css';

export interface AccountOutcomeProps {
  /** A decorative glyph. */
  icon: string;
  title: string;
  /** The screen moves focus here once the form it replaces is gone. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The explanation, and an action when there is one. */
  children: ReactNode;
}

/** The success view of the password screens: an announced title, what happened, what to do next. */
export function AccountOutcome({ icon, title, titleRef, children }: AccountOutcomeProps) {
  return (
    <div role="status" className={styles.outcome}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <h2 ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children}
    </div>
  );
}

export const outcomeText = styles.text;
