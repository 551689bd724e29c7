import { type PixelSize, scaledSize } from '../../../view/pixel-size';

/** accounts-admin §5 and §9: the avatar's longest side, JPEG qualities and the size warning. */
export const AVATAR_MAX_SIDE = 800;
export const AVATAR_QUALITY = 0.7;
export const AVATAR_LARGE_FILE_QUALITY = 0.5;
/** Originals above 1 MB are re-encoded at the lower quality. */
export const AVATAR_LARGE_FILE_BYTES = 1_048_576;
/** Above this estimate a warning is logged; the upload still goes ahead. */
export const AVATAR_WARNING_KB = 1000;

/**
 * The canvas size for an image: scaled down so its longest side is at most `maxSide`, never scaled up.
 * Null when the image reports no usable size (an SVG without dimensions, a broken file).
 */
export function avatarTargetSize(width: number, height: number, maxSide = AVATAR_MAX_SIDE): PixelSize | null {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return null;
  return scaledSize({ width, height }, Math.min(1, maxSide / Math.max(width, height)));
}

/** JPEG quality for an original of `bytes`: 0.7, or 0.5 when it is over 1 MB. */
export function avatarQuality(bytes: number): number {
  return bytes > AVATAR_LARGE_FILE_BYTES ? AVATAR_LARGE_FILE_QUALITY : AVATAR_QUALITY;
}

/** The decoded size, in KB, of a base64 data URL (what the server will store). */
export function estimatedKilobytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return ((base64.length * 3) / 4 - padding) / 1024;
}

export function isOverAvatarWarning(dataUrl: string): boolean {
  return estimatedKilobytes(dataUrl) > AVATAR_WARNING_KB;
}
