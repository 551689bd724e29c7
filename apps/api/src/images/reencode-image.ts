import sharp, { type Sharp, type SharpOptions } from 'sharp';
import type { DecodedImage } from './decode-image';
import type { ImageBounds } from './image-bounds';
import { imageJob } from './image-jobs';
import { ImageRefusal } from './image-refusal';
import { type ImageHeader, readHeader } from './read-header';

type ImageType = DecodedImage['contentType'];

/**
 * Qualities tried in turn until a lossy result is no larger than what was sent: a JPEG that a browser
 * already compressed at a low quality (the site's cover compressor goes down to 45) must not grow.
 */
const LOSSY_QUALITIES = [80, 70, 60, 50] as const;

/**
 * `failOn: 'warning'` (sharp's advice for untrusted input) refuses damaged pixel data. Rows are read in
 * sequence, so a streamed format flows through the resize without the whole picture in memory. Only
 * the first frame of an animated GIF or WebP is read: the site sends stills (it draws pictures on a
 * canvas), and every frame would multiply the work an upload costs.
 */
const readOptions: SharpOptions = { failOn: 'warning', autoOrient: true, sequentialRead: true, pages: 1 };

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  /** A palette PNG stays a palette PNG, which is several times smaller than full colour. */
  palette: boolean;
}

async function decode(sent: DecodedImage, header: ImageHeader, bounds: ImageBounds): Promise<Pixels> {
  try {
    // Decoded to plain sRGB pixels: EXIF (GPS included), XMP, IPTC and colour profiles stay behind.
    const { data, info } = await sharp(sent.bytes, { ...readOptions, limitInputPixels: header.maxPixels })
      .resize({ width: bounds.maxSide, height: bounds.maxSide, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      channels: info.channels,
      palette: header.metadata.isPalette,
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
 * Its header is checked against the bounds first, and the work waits for a free image job.
 */
export function reencodeImage(sent: DecodedImage, bounds: ImageBounds): Promise<DecodedImage> {
  return imageJob(async () => {
    const header = await readHeader(sent, bounds);
    const pixels = await decode(sent, header, bounds);
    const bytes = await encode(pixels, sent.contentType, sent.bytes.length);
    if (bytes.length > bounds.maxBytes) throw new ImageRefusal('too-large');
    return { bytes, contentType: sent.contentType };
  });
}
