import { style } from '@vanilla-extract/css';
import { controlBox } from '../../internal/field.css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'grid', gap: vars.space.xs, fontFamily: vars.font.body });
export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  ...controlBox,
  minWidth: '220px',
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});
export const content = style({
  zIndex: 1200,
  maxHeight: '300px',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
});
export const viewport = style({ padding: vars.space.xs });
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
