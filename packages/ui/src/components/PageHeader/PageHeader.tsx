import type { ReactNode } from 'react';
import type { ContentAlign } from '../../internal/content-align';
import * as styles from './PageHeader.css';

export {
  type ContentAlign as PageHeaderAlign,
  contentAlignments as pageHeaderAlignments,
} from '../../internal/content-align';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** Under the lead: a search box, a count. */
  children?: ReactNode;
  align?: ContentAlign;
}

/** The top of a working page (the admin panel, the editor): its title, a sentence and its main control. */
export function PageHeader({ title, lead, children, align = 'center' }: PageHeaderProps) {
  return (
    <header className={`${styles.header} ${styles.align[align]}`}>
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children && <div className={styles.extras}>{children}</div>}
    </header>
  );
}
