import type { ReactNode, Ref } from 'react';
import * as styles from './PageHeader.css';

export const pageHeaderAlignments = ['center', 'start'] as const;
export type PageHeaderAlign = (typeof pageHeaderAlignments)[number];
export const pageHeaderTones = ['plain', 'panel'] as const;
export type PageHeaderTone = (typeof pageHeaderTones)[number];

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** Above the title: a way back ('Volver a categorías'). */
  before?: ReactNode;
  /** Under the lead: a search box, a count. */
  children?: ReactNode;
  align?: PageHeaderAlign;
  tone?: PageHeaderTone;
  /** The page scrolls back to its header (after changing page, say). */
  ref?: Ref<HTMLElement>;
}

/** The top of a listing page: its title, a sentence about it and its main control. */
export function PageHeader({
  title,
  lead,
  before,
  children,
  align = 'center',
  tone = 'plain',
  ref,
}: PageHeaderProps) {
  return (
    <header ref={ref} className={`${styles.header} ${styles.align[align]} ${styles.tone[tone]}`}>
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.extras}>{children}</div>}
    </header>
  );
}
