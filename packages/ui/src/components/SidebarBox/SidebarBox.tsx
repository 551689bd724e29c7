import { type ReactNode, useId } from 'react';
import * as styles from './SidebarBox.css';

export interface SidebarBoxProps {
  title: string;
  children: ReactNode;
  headingLevel?: 2 | 3;
}

/**
 * One titled block of the post sidebar (related posts, categories, about). A labelled section rather
 * than an <aside>: the page wraps the whole sidebar in its own <aside>, and asides must not nest.
 */
export function SidebarBox({ title, children, headingLevel = 2 }: SidebarBoxProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
