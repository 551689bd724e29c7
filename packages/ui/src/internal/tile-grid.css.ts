import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { media } from './media';

const base = {
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

/** `count` columns that step down as the screen narrows (see tileGrid). */
const steppedColumns = (count: number) =>
  ({
    ...base,
    gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`,
    '@media': {
      [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
    },
  }) as const;

/**
 * A list laid out as tiles: 'auto' fits as many 220 px columns as there is room for; 3 and 4 step down
 * to two columns on tablets and one on phones.
 */
export const tileGrid = styleVariants({
  auto: { ...base, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' },
  3: steppedColumns(3),
  4: steppedColumns(4),
});
