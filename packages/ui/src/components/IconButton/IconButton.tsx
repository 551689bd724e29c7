import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { Size, Tone, Variant } from '../../theme/vocabulary';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['solid', 'outline', 'ghost'] as const satisfies readonly Variant[];
export const iconButtonTones = [
  'primary',
  'secondary',
  'neutral',
  'danger',
] as const satisfies readonly Tone[];
export const iconButtonSizes = ['sm', 'md', 'lg'] as const satisfies readonly Size[];

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The Spanish accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon alone (hidden from screen readers: `label` names the button). */
  icon: ReactNode;
  /** How it is drawn: ghost (default), outline or solid. */
  variant?: (typeof iconButtonVariants)[number];
  /** Its colour role: neutral (default), primary, secondary or danger. */
  tone?: (typeof iconButtonTones)[number];
  /** sm (32 px, dense toolbars), md (44 px, default) or lg (56 px). */
  size?: (typeof iconButtonSizes)[number];
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({
  label,
  icon,
  variant,
  tone,
  size,
  className,
  type,
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={[styles.iconButton({ variant, tone, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
