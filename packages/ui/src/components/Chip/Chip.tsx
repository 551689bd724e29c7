import { useCategoryTones } from '../../providers/CategoryTonesProvider';
import type { CategoryKey } from '../../providers/category-tones';
import { Link } from '../../providers/LinkProvider';
import type { Tone, Variant } from '../../theme/vocabulary';
import * as styles from './Chip.css';

export const chipVariants = ['solid', 'outline'] as const satisfies readonly Variant[];
export const chipTones = ['neutral', 'primary', 'secondary', 'danger'] as const satisfies readonly Tone[];
export type ChipVariant = (typeof chipVariants)[number];
export type ChipTone = (typeof chipTones)[number];

export interface ChipProps {
  /** The visible text: one or two words. */
  label: string;
  /**
   * The category the chip stands for, by the app's own key (id, slug...): the chip takes the colour
   * slot <CategoryTonesProvider> gives that key (grey when it gives none) instead of a tone.
   */
  category?: CategoryKey;
  /** @deprecated The former name of `category`, still read when `category` is not given. */
  categoryId?: CategoryKey;
  /** How it is drawn: solid (default) or outline. */
  variant?: ChipVariant;
  /** Its colour role when it shows no category: neutral (default), primary, secondary or danger. */
  tone?: ChipTone;
  /** With a link, the chip leads to it (a category's page, say). */
  href?: string;
  className?: string;
}

/** A category chip, or a plain badge (Borrador, Sin categoría) in one of the tones. */
export function Chip({
  label,
  category,
  categoryId,
  variant = 'solid',
  tone = 'neutral',
  href,
  className,
}: ChipProps) {
  const toneOf = useCategoryTones();
  const key = category ?? categoryId;
  const colour =
    key === undefined ? `${styles.variant[variant]} ${styles.tone[tone]}` : styles.category[toneOf(key)];
  const classes = [styles.chip, colour, className].filter(Boolean).join(' ');
  return href ? (
    <Link href={href} className={classes}>
      {label}
    </Link>
  ) : (
    <span className={classes}>{label}</span>
  );
}
