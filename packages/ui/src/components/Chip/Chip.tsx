import { Link } from '../../providers/LinkProvider';
import * as styles from './Chip.css';

export interface ChipProps {
  label: string;
  /** A category id (1–7) gives the chip that category's colour; anything else is grey. */
  categoryId?: number;
  /** With a link, the chip leads to it (e.g. /categoria/{id}). */
  href?: string;
  className?: string;
}

function toneOf(categoryId: number | undefined): string {
  if (categoryId === undefined) return styles.neutral;
  const key = categoryId >= 1 && categoryId <= 7 ? (`c${categoryId}` as const) : 'other';
  return styles.tone[key as keyof typeof styles.tone];
}

/** A category chip (also usable as a plain badge without a category). */
export function Chip({ label, categoryId, href, className }: ChipProps) {
  const classes = [styles.chip, toneOf(categoryId), className].filter(Boolean).join(' ');
  return href ? (
    <Link href={href} className={classes}>
      {label}
    </Link>
  ) : (
    <span className={classes}>{label}</span>
  );
}
