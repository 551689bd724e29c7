import { type PixelSize, scaledSize } from '../../view/pixel-size';

/** accounts-admin §5 and §9: the cover image's limits, JPEG qualities and messages. */
export const MEGABYTE = 1_048_576;
/** The size the compression aims at; a result above 1.2 times this (about 4.8 MB) gets a second pass. */
export const COVER_TARGET_BYTES = 4 * MEGABYTE;
export const COVER_SECOND_PASS_ABOVE_BYTES = 1.2 * COVER_TARGET_BYTES;
/** Originals above this are refused before any work. */
export const COVER_MAX_FILE_BYTES = 15 * MEGABYTE;
/** The data URL (what the API receives) may not be longer than this. */
export const COVER_MAX_ENCODED_BYTES = 45 * MEGABYTE;

export const COVER_QUALITY = 0.7;
export const COVER_QUALITY_OVER_5_MB = 0.6;
export const COVER_QUALITY_OVER_10_MB = 0.5;
export const COVER_SECOND_PASS_SCALE = 0.8;
export const COVER_SECOND_PASS_QUALITY = 0.45;

/** Megabytes with two decimals, as the messages show them (16.20). */
export function formatMegabytes(bytes: number): string {
  return (bytes / MEGABYTE).toFixed(2);
}

export function isCoverFileTooLarge(bytes: number): boolean {
  return bytes > COVER_MAX_FILE_BYTES;
}

export function coverFileTooLargeMessage(bytes: number): string {
  return `La imagen es demasiado grande (${formatMegabytes(bytes)} MB). El tamano maximo permitido es de 15 MB.`;
}

/** JPEG quality for an original of `bytes`: 0.7, 0.6 above 5 MB, 0.5 above 10 MB. */
export function coverQuality(bytes: number): number {
  if (bytes > 10 * MEGABYTE) return COVER_QUALITY_OVER_10_MB;
  if (bytes > 5 * MEGABYTE) return COVER_QUALITY_OVER_5_MB;
  return COVER_QUALITY;
}

/** Whether a first-pass JPEG of `bytes` is re-encoded smaller. */
export function needsSecondPass(bytes: number): boolean {
  return bytes > COVER_SECOND_PASS_ABOVE_BYTES;
}

/** 80 % of each side, keeping at least one pixel. */
export function secondPassSize(size: PixelSize): PixelSize {
  return scaledSize(size, COVER_SECOND_PASS_SCALE);
}

/** `encodedLength` is the data URL's length: the bytes the request will carry. */
export function isEncodedCoverTooLarge(encodedLength: number): boolean {
  return encodedLength > COVER_MAX_ENCODED_BYTES;
}

export function encodedCoverTooLargeMessage(encodedLength: number): string {
  return `La imagen procesada sigue siendo demasiado grande (${formatMegabytes(encodedLength)} MB). Por favor, utiliza una imagen mas pequena.`;
}

export const COVER_NOT_AN_IMAGE = 'El archivo no es una imagen. Elige un archivo JPG, PNG, WebP o GIF.';
export const COVER_UNREADABLE = 'No se pudo leer la imagen. Prueba con otro archivo.';
export const COVER_ENCODING_FAILED = 'No se pudo procesar la imagen. Prueba con una imagen más pequeña.';
