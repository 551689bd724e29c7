import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const link = style({ minWidth: 0 });

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });
