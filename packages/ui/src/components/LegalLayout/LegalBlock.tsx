import type { ReactNode } from 'react';
import * as styles from './LegalLayout.css';

export interface LegalBlockProps {
  /** With a title the block is a section with its heading; without one it only spaces its content. */
  title?: ReactNode;
  /** The anchor of the section (#id). */
  id?: string;
  children: ReactNode;
  className?: string;
}

/** A part of a legal page: a titled section, or a stack of paragraphs and lists. */
export function LegalBlock({ title, id, children, className }: LegalBlockProps) {
  const classes = [styles.block, className].filter(Boolean).join(' ');
  if (!title) {
    return (
      <div id={id} className={classes}>
        {children}
      </div>
    );
  }
  return (
    // Not a named region: a legal page has many sections, and landmarks are for finding the big parts.
    <section id={id} className={classes}>
      <h2 className={styles.blockTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** One sentence the reader must not miss, set apart from the text around it. */
export function LegalNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

export interface LegalGuide {
  /** e.g. the browser's name. */
  title: string;
  steps: readonly string[];
}

/** Step-by-step instructions side by side (one per browser), one column on phones. */
export function LegalGuideGrid({ guides }: { guides: readonly LegalGuide[] }) {
  return (
    <ul className={styles.guideGrid}>
      {guides.map((guide) => (
        <li key={guide.title} className={styles.guide}>
          <h3 className={styles.guideTitle}>{guide.title}</h3>
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
