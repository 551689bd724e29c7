import { Status } from '../http/errors';
import { type DecodedImage, decodeImage, imageMessages, refuseImage } from './decode-image';
import type { ImageBounds } from './image-bounds';
import { ImageRefusal } from './image-refusal';
import { reencodeImage } from './reencode-image';

const megapixels = (pixels: number) => pixels / 1e6;

/** The Spanish words for a refusal, naming the limit the picture went past. */
function refusalMessage(refusal: ImageRefusal, bounds: ImageBounds): string {
  switch (refusal.reason) {
    case 'unreadable':
      return imageMessages.invalidFormat;
    case 'too-long-side':
      return imageMessages.tooLongSide(bounds.maxInputSide);
    case 'too-many-pixels':
      return refusal.format
        ? imageMessages.tooManyPixelsFor(refusal.format.label, megapixels(refusal.format.maxPixels))
        : imageMessages.tooManyPixels(megapixels(bounds.maxInputPixels));
    case 'too-large':
      return imageMessages.tooLarge(bounds.maxBytes);
  }
}

/**
 * An uploaded image, ready to store: its bytes checked, then decoded and re-encoded within `bounds`.
 * Every refusal is a Spanish 400 or 413 naming `field`, the request field it came in.
 */
export async function readUpload(value: unknown, bounds: ImageBounds, field: string): Promise<DecodedImage> {
  const sent = decodeImage(value, bounds.maxBytes, field);
  try {
    return await reencodeImage(sent, bounds);
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    const status = error.reason === 'unreadable' ? Status.BAD_REQUEST : Status.PAYLOAD_TOO_LARGE;
    throw refuseImage(field, status, refusalMessage(error, bounds));
  }
}
