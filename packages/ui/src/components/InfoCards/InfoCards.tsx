import type { TileColumns } from '../../internal/tile-columns';
import { tileGrid } from '../../internal/tile-grid.css';
import { Heading } from '../Heading/Heading';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './InfoCards.css';

export const infoCardVariants = ['card', 'accent', 'plain'] as const;
export type InfoCardVariant = (typeof infoCardVariants)[number];

export interface InfoCardEntry {
  /** Also the entry's key: titles in one list are different. */
  title: string;
  /** One paragraph, or several lines (an address). */
  text?: string | readonly string[];
  /** A way to act on it: an email address, a phone number. */
  link?: { label: string; href: string };
}

export interface InfoCardsProps {
  items: readonly InfoCardEntry[];
  /** 'card' on a surface, 'accent' with a coloured top edge, 'plain' as text only. */
  variant?: InfoCardVariant;
  /** Numbered steps or reasons: an ordered list with a number beside each title. */
  numbered?: boolean;
  columns?: TileColumns;
}

/** Short titled texts side by side: reasons, values, ways to reach us. */
export function InfoCards({ items, variant = 'card', numbered = false, columns = 'auto' }: InfoCardsProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={tileGrid[columns]}>
      {items.map((item, index) => (
        <li key={item.title} className={`${styles.item} ${styles.variant[variant]}`}>
          {numbered && (
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
          )}
          <Heading className={styles.title}>{item.title}</Heading>
          {(typeof item.text === 'string' ? [item.text] : (item.text ?? [])).map((line) => (
            <p key={line} className={styles.text}>
              {line}
            </p>
          ))}
          {item.link && (
            <TextLink className={styles.link} href={item.link.href}>
              {item.link.label}
            </TextLink>
          )}
        </li>
      ))}
    </List>
  );
}
