import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl });
export const hero = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  scrollMarginTop: '88px',
});
export const title = style({ margin: 0, fontSize: vars.font.size.xxxl, lineHeight: 1.15 });
export const description = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
  maxWidth: '720px',
});
export const counter = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});
export const counterValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });
export const search = style({ flex: '1 1 320px' });
