import { type ReactNode, type Ref, useId } from 'react';
import type { ContentAlign } from '../../internal/content-align';
import * as styles from './Hero.css';

export {
  type ContentAlign as HeroAlign,
  contentAlignments as heroAlignments,
} from '../../internal/content-align';

export interface HeroProps {
  title: string;
  subtitle?: ReactNode;
  /** A short label above the title, e.g. 'Blog' or 'Categoría'. */
  eyebrow?: string;
  /** Above everything else: a way back ('Volver a categorías') or a breadcrumb. */
  before?: ReactNode;
  /** A search box under the subtitle, kept to a width that reads as one field. */
  search?: ReactNode;
  /** Actions, value points (see HeroPoints), figures (see HeroStat) or a badge. */
  children?: ReactNode;
  align?: ContentAlign;
  /** A decorative photo behind a tinted layer that keeps the text readable (AA). */
  backgroundSrc?: string;
  /** 1 for a page's own hero; 2 when the page already has its h1. */
  headingLevel?: 1 | 2;
  /** The heading's id, for an outer element named by it (a legal page's article). */
  headingId?: string;
  /** The page scrolls back to its hero (after changing page, say). */
  ref?: Ref<HTMLElement>;
}

/** The page hero: primary teal in the light theme, the dark theme's raised teal in the dark one. */
export function Hero({
  title,
  subtitle,
  eyebrow,
  before,
  search,
  children,
  align = 'center',
  backgroundSrc,
  headingLevel = 1,
  headingId,
  ref,
}: HeroProps) {
  const Heading = `h${headingLevel}` as const;
  const ownId = useId();
  const titleId = headingId ?? ownId;
  return (
    <section ref={ref} className={styles.hero} aria-labelledby={titleId}>
      {backgroundSrc && (
        <>
          <img className={styles.backdrop} src={backgroundSrc} alt="" decoding="async" />
          <span className={styles.tint} aria-hidden="true" />
        </>
      )}
      <div className={`${styles.inner} ${styles.align[align]}`}>
        {before}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
        {search && <div className={styles.search}>{search}</div>}
        {children && <div className={`${styles.extras} ${styles.extrasAlign[align]}`}>{children}</div>}
      </div>
    </section>
  );
}
