import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    border: '1px solid transparent',
    borderRadius: vars.radius.circle,
    cursor: 'pointer',
    color: vars.color.text,
    background: 'transparent',
    transition: `background-color ${vars.transition.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surfaceRaised },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      ghost: {},
      solid: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
      },
      outline: { borderColor: vars.color.borderStrong },
    },
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.font.size.sm },
      md: { width: '44px', height: '44px', fontSize: vars.font.size.lg },
      lg: { width: '56px', height: '56px', fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
