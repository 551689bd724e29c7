import { style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../../internal/surface.css';
import { vars } from '../../theme/vars.css';
import { type CategoryToneKey, categoryToneKeys } from './category-tone';

const byTone = <T>(make: (key: CategoryToneKey) => T) =>
  Object.fromEntries(categoryToneKeys.map((key) => [key, make(key)])) as Record<CategoryToneKey, T>;

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  ...cardSurface,
  fontFamily: vars.font.body,
  transition: `box-shadow ${vars.transition.default}, transform ${vars.transition.default}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md } },
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: { '&:hover': { transform: 'translateY(-2px)' } },
    },
  },
});

export const bar = style({ display: 'block', height: '6px', flexShrink: 0 });
export const barTone = styleVariants(byTone((key) => ({ background: vars.category[key] })));

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flex: 1,
  padding: vars.space.lg,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  width: '56px',
  height: '56px',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.circle,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});
export const iconTone = styleVariants(
  byTone((key) => ({ background: vars.category[key], color: vars.onCategory[key] })),
);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
});
export const description = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: 1.6,
  color: vars.color.textMuted,
});
export const action = style({ marginTop: vars.space.sm });
