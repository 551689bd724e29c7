import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import type { Size, Tone, Variant } from '../../theme/vocabulary';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'outline', 'ghost'] as const satisfies readonly Variant[];
export const buttonTones = ['primary', 'secondary', 'neutral', 'danger'] as const satisfies readonly Tone[];
export const buttonSizes = ['sm', 'md', 'lg'] as const satisfies readonly Size[];
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** How it is drawn: solid (default), outline or ghost. */
  variant?: ButtonVariant;
  /** Its colour role: primary (default), secondary, neutral or danger. */
  tone?: ButtonTone;
  /** sm, md (default) or lg: its height and text size. */
  size?: ButtonSize;
  /** Fills its container's width (a form's main action on a phone). */
  fullWidth?: boolean;
  /** Shows a spinner, announces the busy state and ignores clicks; the width does not change. */
  loading?: boolean;
  /** Text shown beside the spinner while loading, e.g. 'Publicando...'. */
  loadingLabel?: string;
  /** Renders the child element (a link, say) with the button's look. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'solid',
  tone = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel,
  asChild = false,
  disabled,
  className,
  children,
  onClick,
  type,
  ref,
  ...rest
}: ButtonProps) {
  const classes = [styles.button({ variant, tone, size, fullWidth }), className].filter(Boolean).join(' ');
  if (asChild) {
    return (
      <Slot.Root className={classes} ref={ref} {...rest}>
        {children}
      </Slot.Root>
    );
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={styles.hiddenLabel} aria-hidden={loadingLabel ? true : undefined}>
            {children}
          </span>
          <span className={styles.loadingOverlay}>
            <Spinner size="sm" decorative />
            {loadingLabel}
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
