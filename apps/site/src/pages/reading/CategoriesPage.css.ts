import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl });
export const intro = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  lineHeight: 1.15,
  color: vars.color.text,
});
export const lead = style({
  margin: 0,
  maxWidth: '680px',
  fontSize: vars.font.size.lg,
  color: vars.color.textMuted,
});
export const search = style({ width: '100%', maxWidth: '520px' });
export const count = style({
  margin: 0,
  minHeight: '1.5em',
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    'screen and (max-width: 991.98px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    'screen and (max-width: 575.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const find = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceSunken,
});
export const findTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  textAlign: 'center',
});
export const blurbs = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const blurbTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text });
export const blurbText = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });
