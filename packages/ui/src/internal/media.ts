/** The page breakpoints the screen fragments share (widths at or below which the layout changes). */
export const media = {
  tablet: 'screen and (max-width: 992px)',
  mobile: 'screen and (max-width: 768px)',
  small: 'screen and (max-width: 576px)',
} as const;
