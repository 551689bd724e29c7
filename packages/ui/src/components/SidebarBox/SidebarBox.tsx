import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Subheadings } from '../Heading/HeadingLevel';
import * as styles from './SidebarBox.css';

export interface SidebarBoxProps {
  title: string;
  children: ReactNode;
}

/**
 * One titled block of the post sidebar (related posts, categories, about). A labelled section rather
 * than an <aside>: the page wraps the whole sidebar in its own <aside>, and asides must not nest.
 */
export function SidebarBox({ title, children }: SidebarBoxProps) {
  const titleId = useId();
  return (
    <section className={styles.box} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {title}
      </Heading>
      <Subheadings>{children}</Subheadings>
    </section>
  );
}
