import { Link } from '../../providers/LinkProvider';
import type { Tone, Variant } from '../../theme/vocabulary';
import * as styles from './Chip.css';

export const chipVariants = ['solid', 'outline'] as const satisfies readonly Variant[];
export const chipTones = ['neutral', 'primary', 'secondary', 'danger'] as const satisfies readonly Tone[];
export type ChipVariant = (typeof chipVariants)[number];
export type ChipTone = (typeof chipTones)[number];

export interface ChipProps {
  label: string;
  /** A category id gives the chip that category's colour (1–7, grey beyond) instead of a tone. */
  categoryId?: number;
  /** How it is drawn: solid (default) or outline. */
  variant?: ChipVariant;
  /** Its colour role when it shows no category: neutral (default), primary, secondary or danger. */
  tone?: ChipTone;
  /** With a link, the chip leads to it (a category's page, say). */
  href?: string;
  className?: string;
}

function colourOf(categoryId: number | undefined, variant: ChipVariant, tone: ChipTone): string {
  if (categoryId === undefined) return `${styles.variant[variant]} ${styles.tone[tone]}`;
  const key = categoryId >= 1 && categoryId <= 7 ? `c${categoryId}` : 'other';
  return styles.category[key as keyof typeof styles.category];
}

/** A category chip, or a plain badge (Borrador, Sin categoría) in one of the tones. */
export function Chip({ label, categoryId, variant = 'solid', tone = 'neutral', href, className }: ChipProps) {
  const classes = [styles.chip, colourOf(categoryId, variant, tone), className].filter(Boolean).join(' ');
  return href ? (
    <Link href={href} className={classes}>
      {label}
    </Link>
  ) : (
    <span className={classes}>{label}</span>
  );
}
