import { fieldError, HttpError, Status } from '../http/errors';

export const MB = 1024 * 1024;
export const COVER_MAX_BYTES = 15 * MB;
export const AVATAR_MAX_BYTES = 2 * MB;

export const imageMessages = {
  invalidFormat: 'Formato de imagen inválido',
  unsupported: 'Formato de imagen no admitido. Usa una imagen JPEG, PNG, WebP o GIF.',
  tooLarge: (maxBytes: number) => `La imagen supera el tamaño máximo permitido (${maxBytes / MB} MB).`,
  tooManyPixels: (megapixels: number) =>
    `La imagen supera las dimensiones máximas permitidas (${megapixels} megapíxeles).`,
  tooLongSide: (pixels: number) =>
    `La imagen supera las dimensiones máximas permitidas (${pixels} píxeles por lado).`,
  tooManyPixelsFor: (format: string, megapixels: number) =>
    `La imagen supera las dimensiones máximas permitidas para ${format} (${megapixels} megapíxeles).`,
} as const;

/** The image types the API stores: the bytes of every upload are checked against these. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface DecodedImage {
  bytes: Buffer;
  contentType: (typeof imageTypes)[number];
}

const DATA_URL = /^data:([a-z0-9.+/-]*);base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The real type, from the first bytes: the declared MIME type of a data URL is not trusted. */
export function sniffImageType(bytes: Buffer): DecodedImage['contentType'] | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

/** An upload refused, naming the request field it came in. */
export function refuseImage(field: string, status: 400 | 413, message: string): HttpError {
  return new HttpError(status, message, [fieldError(field, message)]);
}

/**
 * An image sent as a data URL (or raw base64, read as JPEG per the spec), checked by its bytes and
 * against a size limit before anything is stored. `field` names the request field it came in.
 */
export function decodeImage(value: unknown, maxBytes: number, field: string): DecodedImage {
  const refuse = (status: 400 | 413, message: string) => refuseImage(field, status, message);
  if (typeof value !== 'string') throw refuse(Status.BAD_REQUEST, imageMessages.invalidFormat);
  const text = value.trim();
  const prefix = DATA_URL.exec(text);
  const payload = (prefix ? text.slice(prefix[0].length) : text).replace(/\s/g, '');
  if (payload === '') throw refuse(Status.BAD_REQUEST, imageMessages.invalidFormat);
  // Checked on the encoded length first, so an oversized body is refused without decoding it.
  if (Math.floor((payload.length * 3) / 4) > maxBytes + 2) {
    throw refuse(Status.PAYLOAD_TOO_LARGE, imageMessages.tooLarge(maxBytes));
  }
  if (!BASE64.test(payload)) throw refuse(Status.BAD_REQUEST, imageMessages.invalidFormat);
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length > maxBytes) throw refuse(Status.PAYLOAD_TOO_LARGE, imageMessages.tooLarge(maxBytes));
  const contentType = sniffImageType(bytes);
  if (!contentType) throw refuse(Status.BAD_REQUEST, imageMessages.unsupported);
  return { bytes, contentType };
}
