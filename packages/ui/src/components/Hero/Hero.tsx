import { type ReactNode, useId } from 'react';
import * as styles from './Hero.css';

export const heroAlignments = ['start', 'center'] as const;
export type HeroAlign = (typeof heroAlignments)[number];

export interface HeroProps {
  title: string;
  subtitle?: ReactNode;
  /** A short label above the title, e.g. 'Blog' or 'Categoría'. */
  eyebrow?: string;
  /** Actions, value points (see HeroPoints), a search box or a back link. */
  children?: ReactNode;
  align?: HeroAlign;
  /** A decorative photo behind a tinted layer that keeps the text readable (AA). */
  backgroundSrc?: string;
  /** 1 for a page's own hero; 2 when the page already has its h1. */
  headingLevel?: 1 | 2;
}

/** The page hero: primary teal in the light theme, the dark theme's raised teal in the dark one. */
export function Hero({
  title,
  subtitle,
  eyebrow,
  children,
  align = 'center',
  backgroundSrc,
  headingLevel = 1,
}: HeroProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      {backgroundSrc && (
        <>
          <img className={styles.backdrop} src={backgroundSrc} alt="" decoding="async" />
          <span className={styles.tint} aria-hidden="true" />
        </>
      )}
      <div className={`${styles.inner} ${styles.align[align]}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
        {children && <div className={`${styles.extras} ${styles.extrasAlign[align]}`}>{children}</div>}
      </div>
    </section>
  );
}

export interface HeroPoint {
  title: string;
  text?: string;
  /** A decorative glyph or icon. */
  icon?: ReactNode;
}

/** The hero's value points (three on the home page). */
export function HeroPoints({ points }: { points: HeroPoint[] }) {
  return (
    <ul className={styles.points}>
      {points.map((point) => (
        <li key={point.title} className={styles.point}>
          {point.icon && (
            <span className={styles.pointIcon} aria-hidden="true">
              {point.icon}
            </span>
          )}
          <span className={styles.pointTitle}>{point.title}</span>
          {point.text && <span className={styles.pointText}>{point.text}</span>}
        </li>
      ))}
    </ul>
  );
}
