/** Spacing, radius, type, motion scales of the spec (reading-area §9). */
export const space = { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' } as const;

export const radius = {
  sm: '4px',
  md: '8px',
  lg: '12px',
  xl: '16px',
  round: '24px',
  circle: '50%',
} as const;

// 'Poppins Fallback' is Arial scaled to Poppins (theme/font-fallback-face.ts): the swap shifts nothing.
export const fontFamily =
  "Poppins, 'Poppins Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const fontSize = {
  xs: '12px',
  sm: '14px',
  md: '16px',
  lg: '18px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

/** Icon boxes: small inline marks up to the empty-thumbnail picture. */
export const iconSize = { xs: '16px', sm: '20px', md: '22px', lg: '24px', xl: '28px' } as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const transition = { default: '0.3s ease', fast: '0.2s ease', slow: '0.5s ease' } as const;

export const layout = {
  pageMaxWidth: '1200px',
  sidebarMaxWidth: '350px',
  formCardMaxWidth: '420px',
  mobileBreakpoint: '768px',
} as const;
