import { recipe } from '@vanilla-extract/recipes';
import { controlToneRules, controlVariantRules } from '../../theme/tone.css';
import { vars } from '../../theme/vars.css';

export const iconButton = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    border: '1px solid transparent',
    borderRadius: vars.radius.circle,
    cursor: 'pointer',
    transition: `background-color ${vars.transition.fast}`,
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: controlVariantRules,
    tone: controlToneRules,
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.font.size.sm },
      md: { width: '44px', height: '44px', fontSize: vars.font.size.lg },
      lg: { width: '56px', height: '56px', fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { variant: 'ghost', tone: 'neutral', size: 'md' },
});
