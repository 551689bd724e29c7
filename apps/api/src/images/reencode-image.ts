import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { DecodedImage } from './decode-image';
import { type ImageBounds, MAX_INPUT_PIXELS } from './image-bounds';

type ImageType = DecodedImage['contentType'];

/** Why an upload cannot be stored; the caller words it for the client. */
export class ImageRefusal extends Error {
  constructor(readonly reason: 'unreadable' | 'too-many-pixels' | 'too-large') {
    super(`Image refused: ${reason}`);
    this.name = 'ImageRefusal';
  }
}

const typeOfFormat: Partial<Record<string, ImageType>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Qualities tried in turn until a lossy result is no larger than what was sent: a JPEG that a browser
 * already compressed at a low quality (the site's cover compressor goes down to 45) must not grow.
 */
const LOSSY_QUALITIES = [80, 70, 60, 50] as const;

/**
 * `failOn: 'warning'` (sharp's advice for untrusted input) refuses damaged pixel data. Only the first
 * frame of an animated GIF or WebP is read: the site sends stills (it draws pictures on a canvas), and
 * every frame would multiply the work an upload costs.
 */
const readOptions: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', autoOrient: true };

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  /** A palette PNG stays a palette PNG, which is several times smaller than full colour. */
  palette: boolean;
}

async function decode(sent: DecodedImage, bounds: ImageBounds): Promise<Pixels> {
  // Only the header is read here, so no pixel limit yet: a picture over it gets its own refusal below.
  const metadata = await sharp(sent.bytes, { ...readOptions, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new ImageRefusal('unreadable');
    });
  // The loader is chosen by content too, but the stored type must be the one the bytes were checked as.
  if (typeOfFormat[metadata.format] !== sent.contentType) throw new ImageRefusal('unreadable');
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRefusal('too-many-pixels');
  try {
    // Decoded to plain sRGB pixels: EXIF (GPS included), XMP, IPTC and colour profiles stay behind.
    const { data, info } = await sharp(sent.bytes, readOptions)
      .resize({ width: bounds.maxSide, height: bounds.maxSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      channels: info.channels,
      palette: metadata.isPalette,
    };
  } catch {
    throw new ImageRefusal('unreadable');
  }
}

function fromPixels(pixels: Pixels): Sharp {
  const { width, height, channels } = pixels;
  return sharp(pixels.data, { raw: { width, height, channels } });
}

async function encodeLossy(pixels: Pixels, type: 'image/jpeg' | 'image/webp', sentBytes: number) {
  let smallest: Buffer | undefined;
  for (const quality of LOSSY_QUALITIES) {
    const image = fromPixels(pixels);
    const bytes = await (type === 'image/jpeg'
      ? image.jpeg({ quality })
      : image.webp({ quality })
    ).toBuffer();
    if (!smallest || bytes.length < smallest.length) smallest = bytes;
    if (bytes.length <= sentBytes) break;
  }
  if (!smallest) throw new Error('No lossy quality was tried');
  return smallest;
}

function encode(pixels: Pixels, type: ImageType, sentBytes: number): Promise<Buffer> {
  if (type === 'image/png') return fromPixels(pixels).png({ palette: pixels.palette }).toBuffer();
  if (type === 'image/gif') return fromPixels(pixels).gif().toBuffer();
  return encodeLossy(pixels, type, sentBytes);
}

/**
 * Decodes an upload and encodes it afresh in the format it came in, scaled down to the bounds, with no
 * metadata, so that nothing but pixels reaches storage: no hidden payload, no location, no camera data.
 */
export async function reencodeImage(sent: DecodedImage, bounds: ImageBounds): Promise<DecodedImage> {
  const pixels = await decode(sent, bounds);
  const bytes = await encode(pixels, sent.contentType, sent.bytes.length);
  if (bytes.length > bounds.maxBytes) throw new ImageRefusal('too-large');
  return { bytes, contentType: sent.contentType };
}
