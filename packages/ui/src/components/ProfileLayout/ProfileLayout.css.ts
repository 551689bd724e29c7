import { style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '960px',
  margin: '0 auto',
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'stretch',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
