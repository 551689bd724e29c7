/**
 * WCAG 2.2 contrast, for the docs pages: the Tokens page's colour pairs and the theme playground's
 * derived colours. Colours are hex strings (#rgb or #rrggbb), the form every colour token has.
 */

export type Rgb = readonly [red: number, green: number, blue: number];

/** `#0b4444` or `#fff` as 0–255 channels; throws on anything else (a token that is not a hex colour). */
export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as unknown as Rgb;
}

export function isHexColour(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value.trim());
}

export function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(255, Math.max(0, value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** Relative luminance as WCAG defines it (sRGB channels linearised, weighted 0.2126/0.7152/0.0722). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map((value) => {
    const channel = value / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, from 1 (same luminance) to 21 (black on white); order does not matter. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  ) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** 4.5 for body text, 3 for large text (24 px, or 18.66 px bold) and interface parts. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

export type ContrastLevel = 'AAA' | 'AA' | 'AA grande' | 'insuficiente';

/** The WCAG level a ratio reaches for text. */
export function contrastLevel(ratio: number): ContrastLevel {
  if (ratio >= 7) return 'AAA';
  if (ratio >= AA_TEXT) return 'AA';
  if (ratio >= AA_LARGE) return 'AA grande';
  return 'insuficiente';
}

/**
 * The ratio as a Spanish reader writes it (decimal comma): two decimals, rounded down, so 4.496 never
 * shows as a passing 4,50.
 */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;
}

/** `amount` (0–1) of the way from `from` to `to`, channel by channel. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  return toHex(a.map((value, index) => value + ((b[index] ?? 0) - value) * amount) as unknown as Rgb);
}
