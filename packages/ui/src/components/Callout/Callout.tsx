import { type ReactNode, useId } from 'react';
import { Heading } from '../Heading/Heading';
import { Subheadings } from '../Heading/HeadingLevel';
import * as styles from './Callout.css';

export const calloutTones = ['surface', 'raised', 'sunken', 'primary'] as const;
export type CalloutTone = (typeof calloutTones)[number];
export const calloutLayouts = ['stack', 'bar'] as const;
export type CalloutLayout = (typeof calloutLayouts)[number];
export const calloutAlignments = ['start', 'center'] as const;
export type CalloutAlign = (typeof calloutAlignments)[number];

export interface CalloutProps {
  /** With a title the callout is a region named by it. */
  title?: string;
  /** The sentence that invites the reader. */
  text?: ReactNode;
  /** Content under the text, full width (a list of tiles); its headings sit below the title's. */
  children?: ReactNode;
  /** Links or buttons: where the invitation leads. */
  actions?: ReactNode;
  tone?: CalloutTone;
  /** 'stack': one under another; 'bar': text and actions on one line, wrapping on phones. */
  layout?: CalloutLayout;
  align?: CalloutAlign;
}

/** A framed invitation on a page: join, write to us, explore the categories. */
export function Callout({
  title,
  text,
  children,
  actions,
  tone = 'raised',
  layout = 'stack',
  align = 'start',
}: CalloutProps) {
  const titleId = useId();
  const Element = title ? 'section' : 'div';
  return (
    <Element
      className={`${styles.callout} ${styles.tone[tone]} ${styles.layout[layout]}`}
      aria-labelledby={title ? titleId : undefined}
    >
      {(title || text) && (
        <div className={`${styles.body} ${styles.bodyAlign[align]}`}>
          {title && (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          )}
          {text && <p className={styles.text}>{text}</p>}
        </div>
      )}
      {title ? <Subheadings>{children}</Subheadings> : children}
      {actions && <div className={`${styles.actions} ${styles.actionsAlign[align]}`}>{actions}</div>}
    </Element>
  );
}
