import type { HTMLAttributes } from 'react';
import * as styles from './Card.css';

export const cardElevations = ['flat', 'raised', 'floating'] as const;
export const cardPaddings = ['none', 'md', 'lg'] as const;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** flat (border only), raised (default) or floating: how far it stands off the page. */
  elevation?: (typeof cardElevations)[number];
  /** The room inside: none, md (default) or lg, from the spacing scale. */
  padding?: (typeof cardPaddings)[number];
  /** 'article' for self-contained content, 'section' with a heading, 'div' otherwise. */
  as?: 'div' | 'article' | 'section';
}

export function Card({ elevation, padding, as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element
      className={[styles.card({ elevation, padding }), className].filter(Boolean).join(' ')}
      {...props}
    />
  );
}
