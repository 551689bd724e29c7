import { style, styleVariants } from '@vanilla-extract/css';
import { controlBox } from '../../internal/field.css';
import { vars } from '../../theme/vars.css';
import { layout } from '../../tokens/scales';
import { type CategoryToneKey, categoryToneKeys } from '../CategoryCard/category-tone';

// The bar's own width decides (a container query): it scrolls wherever it is narrow, even in a sidebar.
export const frame = style({ containerType: 'inline-size' });

export const bar = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'nowrap',
  overflowX: 'auto',
  // Room for the focus ring, which the scroll container would otherwise clip.
  padding: '6px',
  scrollbarWidth: 'thin',
  fontFamily: vars.font.body,
  '@container': {
    [`(min-width: ${layout.mobileBreakpoint})`]: { flexWrap: 'wrap', overflowX: 'visible' },
  },
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  // A compact, round control box.
  ...controlBox,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[aria-pressed="true"]:hover': { background: vars.color.primaryHover },
  },
});

export const dot = style({
  flexShrink: 0,
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.circle,
  // Keeps the dot distinct from a pressed pill's background.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});
export const dotTone = styleVariants(
  Object.fromEntries(categoryToneKeys.map((key) => [key, { background: vars.category[key] }])) as Record<
    CategoryToneKey,
    { background: string }
  >,
);
