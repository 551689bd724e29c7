import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

export const form = style({ display: 'grid', gap: vars.space.md });

export const row = styleVariants({
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space.md,
    '@media': { [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
  spread: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: `${vars.space.sm} ${vars.space.md}`,
  },
});
