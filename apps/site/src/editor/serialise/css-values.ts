/** Reads inline styles by hand: the browser's own parser drops Word's mso-* properties and rewrites colours. */
export function parseStyle(style: string | null): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const declaration of (style ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important\s*$/i, '')
      .trim();
    if (name && value) declarations.set(name, value);
  }
  return declarations;
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/;
let colourContext: CanvasRenderingContext2D | null = null;

/** Any opaque CSS colour as lower-case hex ('#rgb' stays short); undefined when it has none. */
export function normaliseColour(value: string): string | undefined {
  const colour = value.trim().toLowerCase();
  if (HEX_COLOUR.test(colour)) return colour;
  colourContext ??= document.createElement('canvas').getContext('2d');
  if (!colourContext) return undefined;
  // The canvas ignores a colour it cannot parse, so two different starting values expose it.
  colourContext.fillStyle = '#000000';
  colourContext.fillStyle = colour;
  const onBlack = colourContext.fillStyle;
  colourContext.fillStyle = '#ffffff';
  colourContext.fillStyle = colour;
  return onBlack === colourContext.fillStyle && HEX_COLOUR.test(onBlack) ? onBlack : undefined;
}

const FONT_SIZE = /^(\d+(?:\.\d+)?|\.\d+)(px|pt)$/i;

/** A font size in whole pixels within the model's 1–500, or undefined. */
export function normaliseFontSize(value: string): number | undefined {
  const match = FONT_SIZE.exec(value.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const amount = Number(match[1]);
  return pixelsInRange(match[2].toLowerCase() === 'pt' ? (amount * 4) / 3 : amount);
}

// The pixel sizes browsers give <font size="1"> … <font size="7">.
const FONT_TAG_PIXELS = [10, 13, 16, 18, 24, 32, 48];

export function fontTagSize(size: string): number | undefined {
  return /^[1-7]$/.test(size.trim()) ? FONT_TAG_PIXELS[Number(size) - 1] : undefined;
}

function pixelsInRange(pixels: number): number | undefined {
  const rounded = Math.round(pixels);
  return rounded >= 1 && rounded <= 500 ? rounded : undefined;
}
