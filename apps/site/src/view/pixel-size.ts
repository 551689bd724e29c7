/** An image's width and height, in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/** `size` scaled by `factor` and rounded, keeping at least one pixel on each side (a very thin image). */
export function scaledSize({ width, height }: PixelSize, factor: number): PixelSize {
  return {
    width: Math.max(1, Math.round(width * factor)),
    height: Math.max(1, Math.round(height * factor)),
  };
}
