import { type ReactNode, type Ref, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Subheadings } from '../Heading/HeadingLevel';
import * as styles from './PageSection.css';

export const pageSectionElements = ['section', 'div'] as const;

export interface PageSectionProps {
  title: string;
  children?: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A link or button at the other end of the title's line ('Explora el blog'). */
  action?: ReactNode;
  /** The heading's id, when something else (a form) is named by it. */
  headingId?: string;
  /** With a ref the heading can take focus, so the page can move the reader to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** 'div' when the landmark is inside (a form named by this heading) rather than the block itself. */
  as?: (typeof pageSectionElements)[number];
  /** In a box taller than its content (a card beside a taller one): the last block takes the height left. */
  fillHeight?: boolean;
}

/** A titled block of a page: a region named by its heading; the headings inside sit one level below. */
export function PageSection({
  title,
  children,
  lead,
  action,
  headingId,
  headingRef,
  as: Element = 'section',
  fillHeight = false,
}: PageSectionProps) {
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const heading = (
    <Heading id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
      {title}
    </Heading>
  );
  return (
    <Element
      className={fillHeight ? `${styles.section} ${styles.fillHeight}` : styles.section}
      aria-labelledby={Element === 'section' ? titleId : undefined}
    >
      {action ? (
        <div className={styles.header}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {lead && <p className={styles.lead}>{lead}</p>}
      <Subheadings>{children}</Subheadings>
    </Element>
  );
}
