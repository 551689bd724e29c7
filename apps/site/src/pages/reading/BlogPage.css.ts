import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl });
export const hero = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const title = style({ margin: 0, fontSize: vars.font.size.xxxl, lineHeight: 1.1 });
export const subtitle = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.font.size.lg });
export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xxl,
  textAlign: 'center',
});
export const error = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  border: `1px solid ${vars.color.danger}`,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
