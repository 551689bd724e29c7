/**
 * The local font shown until Poppins arrives (font-display: swap), scaled to Poppins' metrics so the
 * swap moves no line. size-adjust is Poppins' width over Arial's for a Spanish sentence, measured in
 * Chromium (113.79%); the overrides are Poppins' ascender 1050, descender 350 and line gap 100 per
 * 1000 units, divided by it.
 */
export const FALLBACK_FONT = 'Poppins Fallback';

export const fallbackFace = {
  src: "local('Arial'), local('Liberation Sans'), local('Helvetica Neue'), local('Helvetica')",
  sizeAdjust: '113.79%',
  ascentOverride: '92.27%',
  descentOverride: '30.76%',
  lineGapOverride: '8.79%',
} as const;
