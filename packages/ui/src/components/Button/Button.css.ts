import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { controlToneRules, controlVariantRules } from '../../theme/tone.css';
import { vars } from '../../theme/vars.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1.2,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: controlVariantRules,
    tone: controlToneRules,
    size: {
      sm: { minHeight: '32px', padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: '40px', padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: { minHeight: '48px', padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'solid', tone: 'primary', size: 'md', fullWidth: false },
});

/** Keeps the label in the layout (hidden) while the spinner shows, so the width never jumps. */
export const hiddenLabel = style({ visibility: 'hidden' });

export const loadingOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: 'inherit',
});
