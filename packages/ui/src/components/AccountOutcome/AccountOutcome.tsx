import type { ComponentType, ReactNode, Ref } from 'react';
import { Heading } from '../Heading/Heading';
import type { IconProps } from '../Icon/Icon';
import * as styles from './AccountOutcome.css';

export interface AccountOutcomeProps {
  /** A decorative icon component (CheckCircleIcon, MailIcon...), drawn large above the title. */
  icon: ComponentType<IconProps>;
  title: string;
  /** The screen moves focus here once the form it replaces is gone. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** What happened and what to do next; wrap what the reader must check in <strong>. */
  message: ReactNode;
  /** An action, when there is one (e.g. a button to log in). */
  children?: ReactNode;
}

/** The success view of an account screen: an announced title, what happened, what to do next. */
export function AccountOutcome({
  icon: OutcomeIcon,
  title,
  titleRef,
  message,
  children,
}: AccountOutcomeProps) {
  return (
    <div role="status" className={styles.outcome}>
      <span className={styles.icon}>
        <OutcomeIcon size="inherit" />
      </span>
      <Heading ref={titleRef} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.message}>{message}</p>
      {children}
    </div>
  );
}
