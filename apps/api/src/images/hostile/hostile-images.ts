import sharp from 'sharp';
import { blackGif } from './hostile-gif';
import { flatProgressiveJpeg } from './hostile-jpeg';
import { blackPng } from './hostile-png';

export interface HostilePicture {
  /** What it is, for reports. */
  name: string;
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

/**
 * The second attack drill's pictures (issue 33): small files, under an avatar's 2 MB, that declare
 * pictures which took half a minute (F2) or hundreds of megabytes (F3) to decode. Built by hand, in
 * milliseconds, so tests, the drill and the benchmark send exactly what an attacker would.
 */
export function drillPictures(): HostilePicture[] {
  return [
    {
      name: 'PNG of 1 × 50,000,000 px (F2)',
      bytes: blackPng({ width: 1, height: 50_000_000, bitDepth: 8, colourType: 0, interlaced: false }),
      contentType: 'image/png',
    },
    {
      name: 'interlaced 16-bit RGBA PNG of 7071 × 7071 px (F3)',
      bytes: blackPng({ width: 7071, height: 7071, bitDepth: 16, colourType: 6, interlaced: true }),
      contentType: 'image/png',
    },
    {
      name: 'progressive JPEG of 7071 × 7071 px (F3)',
      bytes: flatProgressiveJpeg(7071, 7071),
      contentType: 'image/jpeg',
    },
    { name: 'GIF of 7000 × 7000 px (F3)', bytes: blackGif(7000, 7000), contentType: 'image/gif' },
  ];
}

/**
 * The costliest avatars still accepted: each format just inside its limits (see whole-picture-formats.ts
 * and AVATAR_BOUNDS). Four of these at once show what image work may cost now.
 */
export async function costliestAvatars(): Promise<HostilePicture[]> {
  const lossless = await sharp({ create: { width: 2828, height: 2828, channels: 4, background: '#0000' } })
    .webp({ lossless: true })
    .toBuffer();
  return [
    {
      name: 'PNG of 4096 × 3906 px (16 MP)',
      bytes: blackPng({ width: 4096, height: 3906, bitDepth: 8, colourType: 6, interlaced: false }),
      contentType: 'image/png',
    },
    {
      name: 'interlaced 16-bit RGBA PNG of 2000 × 2000 px (4 MP)',
      bytes: blackPng({ width: 2000, height: 2000, bitDepth: 16, colourType: 6, interlaced: true }),
      contentType: 'image/png',
    },
    {
      name: 'progressive JPEG of 2828 × 2828 px (8 MP)',
      bytes: flatProgressiveJpeg(2828, 2828),
      contentType: 'image/jpeg',
    },
    { name: 'GIF of 2828 × 2828 px (8 MP)', bytes: blackGif(2828, 2828), contentType: 'image/gif' },
    { name: 'lossless WebP of 2828 × 2828 px (8 MP)', bytes: lossless, contentType: 'image/webp' },
  ];
}
