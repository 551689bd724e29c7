export interface GradientSceneOptions {
  width: number;
  height: number;
  /** The backdrop's colours, from the top (or top-left corner) to the bottom (or bottom-right corner). */
  from: string;
  to: string;
  /** 'down' runs the gradient top to bottom, 'diagonal' corner to corner. */
  direction: 'down' | 'diagonal';
  /** The drawing's SVG elements, painted over the backdrop. */
  body: string;
}

/** A full-bleed SVG scene over a gradient backdrop, cropped to its frame like `object-fit: cover`. */
export function gradientScene({ width, height, from, to, direction, body }: GradientSceneOptions): string {
  const x2 = direction === 'diagonal' ? 1 : 0;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="${x2}" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#backdrop)"/>
  ${body}
</svg>`;
}
