import { palette } from '../tokens/palette';
import { gradientScene } from './gradient-scene';
import { svgDataUri } from './svg-data-uri';

// A hand-drawn, self-hosted stand-in for the footer's photo banner: hills at dusk, a stack of books and
// an open notebook in the brand's teal and sand. Wide viewBox, cropped by `object-fit: cover`.
const svg = gradientScene({
  width: 1600,
  height: 400,
  from: palette.teal600,
  to: palette.sand500,
  direction: 'down',
  body: `
  <circle cx="1220" cy="150" r="70" fill="${palette.sand200}"/>
  <path d="M0 290C220 210 420 250 640 280S1060 220 1300 250 1600 270 1600 270V400H0z" fill="${palette.teal500}"/>
  <path d="M0 330C260 290 520 320 800 335S1320 300 1600 320V400H0z" fill="${palette.teal700}"/>
  <g transform="translate(260 262)">
    <rect width="180" height="26" rx="4" fill="${palette.sand600}"/>
    <rect x="12" y="-26" width="160" height="26" rx="4" fill="${palette.teal300}"/>
    <rect x="-6" y="-52" width="170" height="26" rx="4" fill="${palette.sand200}"/>
  </g>
  <g transform="translate(1080 280)">
    <path d="M0 0L110 -18L220 0V44L110 26L0 44z" fill="${palette.sand200}"/>
    <path d="M110 -18V26" stroke="${palette.teal500}" stroke-width="4"/>
  </g>`,
});

/** The footer's banner (spec §2: minimum height 240 px); a brand may point to its own photo instead. */
export const footerBannerSrc = svgDataUri(svg);
