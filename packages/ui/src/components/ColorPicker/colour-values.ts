/** The spec's preset text colours, in the order the picker shows them. */
export const TEXT_COLOUR_PRESETS = ['#91a8a4', '#0b4444', '#4c7977', '#f0f8f7', '#d2b99a'] as const;
/** The text colour used until the writer picks another. */
export const DEFAULT_TEXT_COLOUR = '#0b4444';

export interface RgbColour {
  red: number;
  green: number;
  blue: number;
}

const HEX_DIGITS = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A hex colour of 3 or 6 digits, with or without '#', as lower-case '#rgb' or '#rrggbb' (the length
 * the writer typed); undefined for anything else.
 */
export function normaliseHexColour(text: string): string | undefined {
  const match = HEX_DIGITS.exec(text.trim());
  return match?.[1] ? `#${match[1].toLowerCase()}` : undefined;
}

/** A colour channel as a whole number from 0 to 255: 300 becomes 255, -4 becomes 0, nonsense 0. */
export function clampColourChannel(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** The channels of a 3- or 6-digit hex colour; undefined when the text is not one. */
export function hexToRgb(text: string): RgbColour | undefined {
  const hex = normaliseHexColour(text)?.slice(1);
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return {
    red: Number.parseInt(full.slice(0, 2), 16),
    green: Number.parseInt(full.slice(2, 4), 16),
    blue: Number.parseInt(full.slice(4, 6), 16),
  };
}

/** '#rrggbb' for three channels, each clamped to 0–255 first. */
export function rgbToHex({ red, green, blue }: RgbColour): string {
  const digits = [red, green, blue].map((channel) =>
    clampColourChannel(channel).toString(16).padStart(2, '0'),
  );
  return `#${digits.join('')}`;
}
