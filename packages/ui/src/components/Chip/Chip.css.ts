import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.6,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    'a&:hover': { filter: 'brightness(0.95)', textDecoration: 'underline' },
    'a&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

const categoryKeys = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const;

export const tone = styleVariants(
  Object.fromEntries(
    categoryKeys.map((key) => [key, { background: vars.category[key], color: vars.onCategory[key] }]),
  ) as Record<(typeof categoryKeys)[number], { background: string; color: string }>,
);

export const neutral = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
