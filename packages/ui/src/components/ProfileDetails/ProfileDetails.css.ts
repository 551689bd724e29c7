import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const term = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const value = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
