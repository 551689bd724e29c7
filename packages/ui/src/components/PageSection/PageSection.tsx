import { type ReactNode, type Ref, useId } from 'react';
import * as styles from './PageSection.css';

export const pageSectionElements = ['section', 'div'] as const;

export interface PageSectionProps {
  title: string;
  children?: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A link or button at the other end of the title's line ('Explora el blog'). */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  /** The heading's id, when something else (a form) is named by it. */
  headingId?: string;
  /** With a ref the heading can take focus, so the page can move the reader to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** 'div' when the landmark is inside (a form named by this heading) rather than the block itself. */
  as?: (typeof pageSectionElements)[number];
}

/** A titled block of a page: a region named by its heading. */
export function PageSection({
  title,
  children,
  lead,
  action,
  headingLevel = 2,
  headingId,
  headingRef,
  as: Element = 'section',
}: PageSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const generatedId = useId();
  const titleId = headingId ?? generatedId;
  const heading = (
    <Heading id={titleId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.title}>
      {title}
    </Heading>
  );
  return (
    <Element className={styles.section} aria-labelledby={Element === 'section' ? titleId : undefined}>
      {action ? (
        <div className={styles.header}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </Element>
  );
}
