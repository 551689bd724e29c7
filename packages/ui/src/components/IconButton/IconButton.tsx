import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './IconButton.css';

export const iconButtonVariants = ['ghost', 'solid', 'outline'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** The Spanish accessible name, required: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  variant?: (typeof iconButtonVariants)[number];
  size?: (typeof iconButtonSizes)[number];
  ref?: Ref<HTMLButtonElement>;
}

export function IconButton({ label, icon, variant, size, className, type, ref, ...rest }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      aria-label={label}
      title={label}
      className={[styles.iconButton({ variant, size }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
