import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The narrowest a card column may get, set per grid from the minColumnWidth prop. */
export const minColumnWidth = createVar();

export const root = style({ display: 'grid', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  // min() keeps a single column from overflowing a container narrower than the minimum.
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${minColumnWidth}, 100%), 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  vars: { [minColumnWidth]: '300px' },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const loading = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  color: vars.color.textMuted,
});

export const loadingText = style({ margin: 0 });

export const more = style({ display: 'flex', justifyContent: 'center' });
