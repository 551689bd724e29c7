import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../internal/surface.css';
import { vars } from '../../theme/vars.css';

export const card = style({
  ...cardSurface,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  minWidth: 0,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.circle,
  background: vars.color.surfaceSunken,
  color: vars.color.primary,
});

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

const line = { margin: 0, overflowWrap: 'anywhere' } as const;

export const label = style({
  ...line,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  ...line,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.1,
});

export const description = style({ ...line, color: vars.color.textMuted, fontSize: vars.font.size.xs });
