import { palette } from '../tokens/palette';
import { svgDataUri } from './svg-data-uri';

// A neutral 16:9 picture frame (a hill and a sun) that reads as "image missing" in both themes.
const svg = `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">
  <rect width="320" height="180" fill="${palette.teal50}"/>
  <rect x="110" y="50" width="100" height="80" rx="8" fill="${palette.mint25}" stroke="${palette.greyGreen}" stroke-width="4"/>
  <circle cx="182" cy="72" r="9" fill="${palette.sand500}"/>
  <path d="M114 126 L146 90 L168 112 L180 100 L206 126 Z" fill="${palette.greyGreen}"/>
</svg>`;

/** The card fallback of spec §8: shown when a post's cover image fails to load. */
export const placeholderImage = svgDataUri(svg);
