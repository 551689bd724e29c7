import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({ color: vars.color.text, fontFamily: vars.font.body });
export const heading = style({ fontSize: vars.font.size.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: 0,
  listStyle: 'none',
});
export const swatch = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
});
export const chip = style({
  width: '64px',
  height: '40px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const list = style({ display: 'grid', gap: vars.space.sm, padding: 0, listStyle: 'none' });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const name = style({ display: 'inline-block', minWidth: '48px' });
export const bar = style({ height: '12px', background: vars.color.primary });
export const radiusBox = style({ width: '48px', height: '48px', background: vars.color.secondary });
