import type { ReactNode } from 'react';
import { label as fieldLabel } from '../../internal/field.css';
import * as styles from './RichTextFrame.css';

export interface RichTextFrameProps {
  /** The visible name of the text, e.g. 'Contenido'. */
  label: string;
  /** The label's id, for the editable area's aria-labelledby. */
  labelId: string;
  /** The editable area (a contenteditable element) or any rich text to style. */
  children: ReactNode;
  /** A quiet line under the text, e.g. its word count and reading time. */
  footer?: ReactNode;
}

/** The writing surface of the post editor: at least 600 px tall, with the article's typography. */
export function RichTextFrame({ label, labelId, children, footer }: RichTextFrameProps) {
  return (
    <div className={styles.wrapper}>
      <span id={labelId} className={fieldLabel}>
        {label}
      </span>
      <div className={styles.frame}>{children}</div>
      {footer && <p className={styles.footer}>{footer}</p>}
    </div>
  );
}
