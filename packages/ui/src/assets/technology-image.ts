import { palette } from '../tokens/palette';
import { gradientScene } from './gradient-scene';
import { svgDataUri } from './svg-data-uri';

// A laptop with a code glyph over a circuit pattern: the "default technology image" of spec §8.
const svg = gradientScene({
  width: 640,
  height: 360,
  from: palette.teal700,
  to: palette.teal900,
  direction: 'diagonal',
  body: `
  <g fill="none" stroke="${palette.teal500}" stroke-width="3" stroke-linecap="round">
    <path d="M0 80 H90 L120 50 H200"/>
    <path d="M0 290 H70 L100 260 H150"/>
    <path d="M640 70 H560 L530 100 H470"/>
    <path d="M640 300 H540 L510 270 H460"/>
  </g>
  <g fill="${palette.teal300}">
    <circle cx="200" cy="50" r="7"/>
    <circle cx="150" cy="260" r="7"/>
    <circle cx="470" cy="100" r="7"/>
    <circle cx="460" cy="270" r="7"/>
  </g>
  <rect x="200" y="92" width="240" height="150" rx="12" fill="${palette.teal850}" stroke="${palette.teal200}" stroke-width="6"/>
  <path d="M170 252 H470 L490 276 Q492 282 484 282 H156 Q148 282 150 276 Z" fill="${palette.teal200}"/>
  <rect x="290" y="258" width="60" height="8" rx="4" fill="${palette.teal500}"/>
  <g fill="none" stroke="${palette.sand500}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">
    <path d="M290 140 L260 167 L290 194"/>
    <path d="M350 140 L380 167 L350 194"/>
  </g>
  <path d="M330 132 L310 202" stroke="${palette.teal300}" stroke-width="10" stroke-linecap="round"/>`,
});

/** The carousel and featured-post fallback of spec §8, for a missing or broken cover image. */
export const technologyImage = svgDataUri(svg);
