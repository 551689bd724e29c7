import * as styles from './HeroStat.css';

export interface HeroStatProps {
  value: number | string;
  /** What the figure counts, e.g. 'Número de posts'. */
  label: string;
}

/** A figure in the hero with what it counts beside it. */
export function HeroStat({ value, label }: HeroStatProps) {
  return (
    <p className={styles.stat}>
      <span className={styles.statValue}>{value}</span> {label}
    </p>
  );
}
