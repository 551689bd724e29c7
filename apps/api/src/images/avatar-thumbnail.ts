import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './image-bounds';
import { imageJob } from './image-jobs';

/**
 * The seeds' own client shows an avatar only as image data (spec: "image data or base64 text"), so
 * answers carry this small square copy inline beside the address our site reads (decision 10).
 */
export const AVATAR_THUMBNAIL = {
  width: 96,
  /** Its name among an image's variants: a cropped square, unlike the public widths. */
  variant: 'avatar-webp',
  contentType: 'image/webp',
} as const;
export const AVATAR_THUMBNAIL_MAX_BYTES = 8 * 1024;

const QUALITIES = [70, 50, 30];

/** A stored avatar as a 96 px square WebP of at most 8 KB, cropped to its centre as avatars are shown. */
export function encodeAvatarThumbnail(bytes: Buffer): Promise<Buffer> {
  return imageJob(() => encodeSquare(bytes));
}

async function encodeSquare(bytes: Buffer): Promise<Buffer> {
  const square = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(
    AVATAR_THUMBNAIL.width,
    AVATAR_THUMBNAIL.width,
    { fit: 'cover' },
  );
  let smallest: Buffer | undefined;
  for (const quality of QUALITIES) {
    smallest = await square.clone().webp({ quality }).toBuffer();
    if (smallest.length <= AVATAR_THUMBNAIL_MAX_BYTES) return smallest;
  }
  throw new Error(`avatar thumbnail over ${AVATAR_THUMBNAIL_MAX_BYTES} bytes: ${smallest?.length}`);
}

export function thumbnailDataUrl(bytes: Uint8Array | null | undefined): string | null {
  if (!bytes) return null;
  return `data:${AVATAR_THUMBNAIL.contentType};base64,${Buffer.from(bytes).toString('base64')}`;
}
