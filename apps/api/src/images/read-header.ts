import sharp, { type Metadata } from 'sharp';
import type { DecodedImage } from './decode-image';
import type { ImageBounds } from './image-bounds';
import { ImageRefusal } from './image-refusal';
import { wholePictureFormat } from './whole-picture-formats';

const typeOfFormat: Partial<Record<string, DecodedImage['contentType']>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface ImageHeader {
  metadata: Metadata;
  /** The pixel limit the decoder is held to: the bounds', or its format's when tighter. */
  maxPixels: number;
}

/**
 * Reads the header only (sharp's metadata decodes no pixels) and refuses, before anything is decoded,
 * a picture with a side or an area past the bounds, or past what its format decodes in bounded memory.
 */
export async function readHeader(sent: DecodedImage, bounds: ImageBounds): Promise<ImageHeader> {
  const metadata = await sharp(sent.bytes, { failOn: 'warning', limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefusal('unreadable');
    });
  // The loader is chosen by content too, but the stored type must be the one the bytes were checked as.
  if (typeOfFormat[metadata.format] !== sent.contentType) throw new ImageRefusal('unreadable');
  const { width, height } = metadata;
  if (Math.max(width, height) > bounds.maxInputSide) throw new ImageRefusal('too-long-side');
  if (width * height > bounds.maxInputPixels) throw new ImageRefusal('too-many-pixels');
  const format = wholePictureFormat(metadata, sent.bytes);
  if (format && width * height > format.maxPixels) {
    throw new ImageRefusal('too-many-pixels', format);
  }
  return { metadata, maxPixels: Math.min(bounds.maxInputPixels, format?.maxPixels ?? Infinity) };
}
