/** The spec's font sizes, in px, in the order the menu lists them. */
export const FONT_SIZES = [8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28, 36, 48, 72, 120] as const;
/** The size text has until the writer picks another. */
export const DEFAULT_FONT_SIZE = 12;
export const MIN_FONT_SIZE = 1;
export const MAX_FONT_SIZE = 500;

/** Whether text may stand in the custom-size field as typed: digits and at most one dot. */
export function isFontSizeInput(text: string): boolean {
  return /^\d*\.?\d*$/.test(text);
}

/** The size in px a custom entry asks for, or undefined unless it is a number from 1 to 500. */
export function parseFontSize(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  const px = Number(trimmed);
  return px >= MIN_FONT_SIZE && px <= MAX_FONT_SIZE ? px : undefined;
}
