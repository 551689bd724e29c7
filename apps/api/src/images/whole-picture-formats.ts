import type { Metadata } from 'sharp';

/**
 * A format whose decoder must hold the whole picture before a single full row comes out, so it cannot
 * stream rows through the resize as a baseline JPEG or a plain PNG does. Each gets a pixel limit of its
 * own, measured so that two decodes at once (see image-jobs.ts) stay well under 200 MB.
 */
export interface WholePictureFormat {
  /** For logs and errors, in English. */
  name: string;
  /** How a refusal names it, in Spanish: "… permitidas para {label} (N megapíxeles)". */
  label: string;
  maxPixels: number;
}

export const WHOLE_PICTURE_FORMATS = {
  // Adam7 or 16-bit: 50 MP of 16-bit RGBA held about 450 MB (11 bytes a pixel) in the drill.
  png: { name: 'interlaced or 16-bit PNG', label: 'un PNG entrelazado o de 16 bits', maxPixels: 4_000_000 },
  // Every block's coefficients wait for the last scan: about 6 bytes a pixel.
  jpeg: { name: 'progressive JPEG', label: 'un JPEG progresivo', maxPixels: 8_000_000 },
  // The frame is drawn on a canvas of 4 bytes a pixel, then copied.
  gif: { name: 'GIF', label: 'un GIF', maxPixels: 8_000_000 },
  // VP8L decodes into a buffer of 4 bytes a pixel (and more for its transforms).
  webp: { name: 'lossless WebP', label: 'un WebP sin pérdida', maxPixels: 8_000_000 },
} as const satisfies Record<string, WholePictureFormat>;

/** Whether a WebP's (first) picture is lossless: a VP8L chunk, alone or inside an animation frame. */
export function isLosslessWebp(bytes: Buffer): boolean {
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    if (fourcc === 'VP8L') return true;
    if (fourcc === 'VP8 ') return false;
    const size = bytes.readUInt32LE(offset + 4);
    // An animation frame carries its picture's chunks after a 16-byte frame header.
    offset += fourcc === 'ANMF' ? 8 + 16 : 8 + size + (size % 2);
  }
  return false;
}

/** The whole-picture format a header declares, if any; `bytes` are read for WebP's kind. */
export function wholePictureFormat(metadata: Metadata, bytes: Buffer): WholePictureFormat | undefined {
  switch (metadata.format) {
    case 'png':
      return metadata.isProgressive || metadata.bitsPerSample === 16 ? WHOLE_PICTURE_FORMATS.png : undefined;
    case 'jpeg':
      return metadata.isProgressive ? WHOLE_PICTURE_FORMATS.jpeg : undefined;
    case 'gif':
      return WHOLE_PICTURE_FORMATS.gif;
    case 'webp':
      return isLosslessWebp(bytes) ? WHOLE_PICTURE_FORMATS.webp : undefined;
    default:
      return undefined;
  }
}
