import { seededRandom } from '../seeded-random';
import { encodePng } from './png-encoder';

export interface CoverOptions {
  seed: number;
  /** '#RRGGBB', the main category's colour. */
  colour: string;
  width?: number;
  height?: number;
}

type Rgb = [number, number, number];

function parseHex(colour: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${colour}`);
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
  ];
}

const mix = (a: number, b: number, t: number) => a + (b - a) * t;

interface Circle {
  x: number;
  y: number;
  r: number;
  alpha: number;
  light: boolean;
}

/**
 * A pleasant, deterministic cover: a diagonal gradient from the category colour to a deep teal, with a
 * few soft translucent circles. Smooth areas keep the PNG small.
 */
export function renderCover({ seed, colour, width = 1200, height = 675 }: CoverOptions): Buffer {
  const random = seededRandom(seed * 7919 + 17);
  const start = parseHex(colour);
  const end: Rgb = [11, 68, 68];
  const circles: Circle[] = Array.from({ length: 4 + Math.floor(random() * 3) }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.12 + random() * 0.3) * height,
    alpha: 0.1 + random() * 0.18,
    light: random() > 0.4,
  }));
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      let r = mix(start[0], end[0], t);
      let g = mix(start[1], end[1], t);
      let b = mix(start[2], end[2], t);
      for (const circle of circles) {
        const dx = x - circle.x;
        const dy = y - circle.y;
        if (dx * dx + dy * dy <= circle.r * circle.r) {
          const target = circle.light ? 255 : 0;
          r = mix(r, target, circle.alpha);
          g = mix(g, target, circle.alpha);
          b = mix(b, target, circle.alpha);
        }
      }
      // Quantising to steps of 4 keeps gradients smooth to the eye and the file compressible.
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round(r / 4) * 4;
      pixels[offset + 1] = Math.round(g / 4) * 4;
      pixels[offset + 2] = Math.round(b / 4) * 4;
    }
  }
  return encodePng(width, height, pixels);
}
