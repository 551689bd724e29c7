import { style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  '@media': {
    [media.small]: { flexDirection: 'column', textAlign: 'center', gap: vars.space.lg },
  },
});

export const identity = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  minWidth: 0,
  flex: '1 1 240px',
  '@media': { [media.small]: { justifyItems: 'center', flexBasis: 'auto', width: '100%' } },
});

export { pageTitle as name } from '../../internal/page-title.css';

export const username = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  overflowWrap: 'anywhere',
});

export const role = style({
  display: 'inline-block',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
