import { style, styleVariants } from '@vanilla-extract/css';
import { toneRules, toneVars } from '../../theme/tone.css';
import { vars } from '../../theme/vars.css';

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

export const category = styleVariants(
  Object.fromEntries(
    categoryKeys.map((key) => [key, { background: vars.category[key], color: vars.onCategory[key] }]),
  ) as Record<(typeof categoryKeys)[number], { background: string; color: string }>,
);

export const variant = styleVariants({
  solid: { background: toneVars.fill, color: toneVars.onFill },
  outline: { background: 'transparent', color: toneVars.ink, border: `1px solid ${toneVars.line}` },
});

export const tone = styleVariants({
  // A neutral badge sits on cards of nearly the same colour, so its solid form keeps a hairline.
  neutral: [
    toneRules.neutral,
    { selectors: { [`&.${variant.solid}`]: { border: `1px solid ${vars.color.border}` } } },
  ],
  primary: toneRules.primary,
  secondary: toneRules.secondary,
  danger: toneRules.danger,
});
