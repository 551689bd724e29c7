import { style } from '@vanilla-extract/css';
import { floatingSurface } from '../../internal/floating-layer.css';
import { menuRow } from '../../internal/menu-row.css';
import { vars } from '../../theme/vars.css';

export const content = style({ ...floatingSurface, minWidth: '220px', padding: vars.space.xs });
export const item = style({
  ...menuRow,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
export const danger = style({ color: vars.color.danger });
export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
export const label = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
