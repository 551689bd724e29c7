import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    overflow: 'hidden',
  },
  variants: {
    elevation: {
      flat: { boxShadow: 'none' },
      raised: { boxShadow: vars.shadow.sm },
      floating: { boxShadow: vars.shadow.lg },
    },
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
  },
  defaultVariants: { elevation: 'raised', padding: 'md' },
});
