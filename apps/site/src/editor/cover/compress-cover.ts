import type { PixelSize } from '../../view/pixel-size';
import {
  COVER_ENCODING_FAILED,
  COVER_NOT_AN_IMAGE,
  COVER_SECOND_PASS_QUALITY,
  COVER_UNREADABLE,
  coverFileTooLargeMessage,
  coverQuality,
  encodedCoverTooLargeMessage,
  isCoverFileTooLarge,
  isEncodedCoverTooLarge,
  needsSecondPass,
  secondPassSize,
} from './cover-limits';

/** Why a cover could not be used; the message is Spanish, ready to show. */
export class CoverImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CoverImageError';
  }
}

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // Unlike an <img>, this applies a phone photo's EXIF rotation before we draw it.
    return await createImageBitmap(file);
  } catch {
    throw new CoverImageError(COVER_UNREADABLE);
  }
}

function encodeJpeg(image: ImageBitmap, size: PixelSize, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new CoverImageError(COVER_ENCODING_FAILED));
  // JPEG has no transparency: without a white ground a transparent PNG's background turns black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  // toBlob encodes off the main thread, so a large photo does not freeze the form.
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) =>
        blob?.type === 'image/jpeg' ? resolve(blob) : reject(new CoverImageError(COVER_ENCODING_FAILED)),
      'image/jpeg',
      quality,
    );
  });
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new CoverImageError(COVER_ENCODING_FAILED));
    reader.readAsDataURL(blob);
  });
}

/**
 * accounts-admin §5 and §9: refuses originals above 15 MB, re-encodes the image as JPEG (which also
 * drops its metadata, such as where a photo was taken), and when the result is above about 4.8 MB
 * encodes it again at 80 % of its size and quality 0.45. Answers a JPEG data URL for `Imagen_portada`.
 * Rejects with a CoverImageError whose message can be shown as it is.
 */
export async function compressCover(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) throw new CoverImageError(COVER_NOT_AN_IMAGE);
  if (isCoverFileTooLarge(file.size)) throw new CoverImageError(coverFileTooLargeMessage(file.size));
  const image = await decode(file);
  try {
    const size = { width: image.width, height: image.height };
    let jpeg = await encodeJpeg(image, size, coverQuality(file.size));
    if (needsSecondPass(jpeg.size))
      jpeg = await encodeJpeg(image, secondPassSize(size), COVER_SECOND_PASS_QUALITY);
    const dataUrl = await toDataUrl(jpeg);
    if (isEncodedCoverTooLarge(dataUrl.length)) {
      throw new CoverImageError(encodedCoverTooLargeMessage(dataUrl.length));
    }
    return dataUrl;
  } finally {
    image.close();
  }
}
