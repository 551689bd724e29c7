import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../internal/surface.css';
import { vars } from '../../theme/vars.css';

// The admin cards line up like the reader's cards: the same auto-filling columns.
export { grid, item } from '../PostGrid/PostGrid.css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const shown = style({ margin: 0, color: vars.color.textMuted });

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm });

export const moreError = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const skeletonCard = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.md,
  overflow: 'hidden',
  ...cardSurface,
});

export const skeletonText = style({ display: 'grid', gap: vars.space.sm, paddingInline: vars.space.md });
