import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
  transition: `box-shadow ${vars.transition.default}, transform ${vars.transition.default}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
});
// The ratio is reserved before the image arrives, so nothing below it moves.
export const cover = style({
  aspectRatio: '16 / 9',
  background: vars.color.surfaceSunken,
  display: 'grid',
  placeItems: 'center',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const noImage = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  flex: 1,
  alignContent: 'start',
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  lineHeight: 1.35,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
// The whole card is clickable through the title link's stretched hit area.
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { color: vars.color.primary },
  },
});
export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
