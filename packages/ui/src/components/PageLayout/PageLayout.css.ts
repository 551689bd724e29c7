import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

// One column that never grows past the page: a wide child (a search box, a card) shrinks to fit, instead
// of the column growing to the child's minimum width and pushing the page sideways on a phone.
export const stack = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  color: vars.color.text,
});

export const gap = styleVariants({
  lg: { gap: vars.space.lg },
  xl: { gap: vars.space.xl },
  xxl: { gap: vars.space.xxl },
});

export const width = styleVariants({
  full: {},
  // A lone message (a missing post, say) reads better as a short centred column.
  narrow: { maxWidth: '640px', width: '100%', margin: `${vars.space.xxl} auto` },
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const loading = style({ display: 'grid', placeItems: 'center', padding: vars.space.xxl });
