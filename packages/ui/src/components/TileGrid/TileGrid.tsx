import type { ReactNode } from 'react';
import type { TileColumns } from '../../internal/tile-columns';
import * as styles from './TileGrid.css';

export interface TileGridProps {
  /** One <li> per tile (a category card, say). */
  children: ReactNode;
  columns?: TileColumns;
  /** Names the list when the page holds more than one. */
  label?: string;
}

/** Cards as a list of tiles: three or four across, two on tablets, one on phones (or as many as fit). */
export function TileGrid({ children, columns = 3, label }: TileGridProps) {
  return (
    <ul className={styles.tileGrid[columns]} aria-label={label}>
      {children}
    </ul>
  );
}
