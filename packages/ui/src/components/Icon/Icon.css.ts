import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Inline like any SVG, so it sits in text; a parent that lays it out (flex, grid) decides the rest.
export const icon = style({ flexShrink: 0 });

const box = (length: string) => ({ width: length, height: length });

export const size = styleVariants({
  xs: box(vars.iconSize.xs),
  sm: box(vars.iconSize.sm),
  md: box(vars.iconSize.md),
  lg: box(vars.iconSize.lg),
  xl: box(vars.iconSize.xl),
  // Follows the text around it, for icons beside a label or inside a sized button.
  inherit: box('1em'),
});
