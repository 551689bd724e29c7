import type { ReactNode, Ref } from 'react';
import type { Tone } from '../../theme/vocabulary';
import * as styles from './Notice.css';

export const noticeTones = ['danger', 'success', 'neutral'] as const satisfies readonly Tone[];
export type NoticeTone = (typeof noticeTones)[number];

const roles = { danger: 'alert', success: 'status', neutral: 'note' } as const satisfies Record<
  NoticeTone,
  string
>;

export interface NoticeProps {
  /**
   * 'danger' is announced at once (an alert); 'success' politely (a status); 'neutral' is a standing
   * remark about the page (a note), e.g. that the post shown is a draft.
   */
  tone: NoticeTone;
  children: ReactNode;
  /** A way out of the problem: a button or a link under the message. */
  actions?: ReactNode;
  /** For a control that names this notice in its aria-describedby. */
  id?: string;
}

/** A short message above a form or a page: a failure the reader must notice, good news, or a remark. */
export function Notice({ tone, children, actions, id }: NoticeProps) {
  return (
    <div id={id} role={roles[tone]} className={`${styles.notice} ${styles.tone[tone]}`}>
      <p className={styles.message}>{children}</p>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

export interface NoticeStackProps {
  children?: ReactNode;
  /** The screen scrolls this into view when a notice appears far from the reader's focus. */
  ref?: Ref<HTMLDivElement>;
}

/** Notices one under another; takes no room while it holds none. */
export function NoticeStack({ children, ref }: NoticeStackProps) {
  return (
    <div ref={ref} className={styles.stack}>
      {children}
    </div>
  );
}
