import type { ReactNode } from 'react';
import * as styles from './HeroPoints.css';

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
