import { Status } from '../http/errors';
import { type DecodedImage, decodeImage, imageMessages, refuseImage } from './decode-image';
import { type ImageBounds, MAX_INPUT_PIXELS } from './image-bounds';
import { ImageRefusal, reencodeImage } from './reencode-image';

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
    if (error.reason === 'unreadable') {
      throw refuseImage(field, Status.BAD_REQUEST, imageMessages.invalidFormat);
    }
    if (error.reason === 'too-many-pixels') {
      throw refuseImage(field, Status.PAYLOAD_TOO_LARGE, imageMessages.tooManyPixels(MAX_INPUT_PIXELS / 1e6));
    }
    throw refuseImage(field, Status.PAYLOAD_TOO_LARGE, imageMessages.tooLarge(bounds.maxBytes));
  }
}
