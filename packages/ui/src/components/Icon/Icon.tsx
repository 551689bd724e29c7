import type { ReactNode } from 'react';
import * as styles from './Icon.css';

export const iconSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'inherit'] as const;
export type IconSize = (typeof iconSizes)[number];

/** What every named icon accepts: the drawing is the icon's own. */
export interface IconProps {
  /** From the icon-size tokens; `inherit` is 1em, the size of the surrounding text. */
  size?: IconSize;
  /**
   * A Spanish name for an icon that carries meaning on its own (e.g. 'Publicado').
   * Without it the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

export interface IconBaseProps extends IconProps {
  /** The SVG shapes, drawn on a 24 × 24 grid in `currentColor`. */
  children: ReactNode;
}

/**
 * The base every icon is built on: a 24 × 24 outline drawing in the current text colour, sized from
 * the tokens. Drawn as SVG so it never depends on the reader having an emoji or symbol font.
 */
export function Icon({ size = 'lg', label, className, children }: IconBaseProps) {
  const classes = [styles.icon, styles.size[size], className].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </svg>
  );
}
