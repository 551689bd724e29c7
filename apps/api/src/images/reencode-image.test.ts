import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type DecodedImage, sniffImageType } from './decode-image';
import { AVATAR_BOUNDS, POST_IMAGE_BOUNDS } from './image-bounds';
import { ImageRefusal } from './image-refusal';
import { reencodeImage } from './reencode-image';
import { freshPicture, noisyPicture, withCameraMetadata } from './sample-images';

const sent = (bytes: Buffer): DecodedImage => {
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new Error('not an image');
  return { bytes, contentType };
};

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof ImageRefusal) return error.reason;
    throw error;
  }
}

describe('reencodeImage', () => {
  it('scales a larger picture down to the longest side its kind allows, keeping its proportions', async () => {
    const photo = await freshPicture(3000, 1500).jpeg().toBuffer();
    const post = await sharp((await reencodeImage(sent(photo), POST_IMAGE_BOUNDS)).bytes).metadata();
    expect([post.width, post.height]).toEqual([2560, 1280]);
    const avatar = await sharp((await reencodeImage(sent(photo), AVATAR_BOUNDS)).bytes).metadata();
    expect([avatar.width, avatar.height]).toEqual([800, 400]);

    const small = await freshPicture(40, 30).png().toBuffer();
    const kept = await sharp((await reencodeImage(sent(small), AVATAR_BOUNDS)).bytes).metadata();
    expect([kept.width, kept.height]).toEqual([40, 30]);
  });

  it('drops EXIF (GPS and camera), XMP and the colour profile, and stands a rotated photo upright', async () => {
    const photo = await withCameraMetadata(freshPicture(60, 40))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect([Boolean(before.exif), Boolean(before.xmp), Boolean(before.icc), before.orientation]).toEqual([
      true,
      true,
      true,
      6,
    ]);

    const after = await sharp((await reencodeImage(sent(photo), POST_IMAGE_BOUNDS)).bytes).metadata();
    expect({ exif: after.exif, xmp: after.xmp, icc: after.icc, orientation: after.orientation }).toEqual({
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      orientation: undefined,
    });
    // Orientation 6 is a quarter turn: the 60 × 40 sensor image is shown 40 wide and 60 high.
    expect([after.width, after.height]).toEqual([40, 60]);
  });

  it('keeps each format it accepts, so the stored type names the stored bytes', async () => {
    const picture = freshPicture(20, 10);
    const inputs = {
      'image/png': await picture.clone().png().toBuffer(),
      'image/jpeg': await picture.clone().jpeg().toBuffer(),
      'image/webp': await picture.clone().webp().toBuffer(),
      'image/gif': await picture.clone().gif().toBuffer(),
    };
    for (const [type, bytes] of Object.entries(inputs)) {
      const stored = await reencodeImage(sent(bytes), POST_IMAGE_BOUNDS);
      expect(stored.contentType, type).toBe(type);
      expect(sniffImageType(stored.bytes), type).toBe(type);
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(10 * 10 * 3, 0), Buffer.alloc(10 * 10 * 3, 255)]);
    const animated = await sharp(frames, { raw: { width: 10, height: 20, channels: 3, pageHeight: 10 } })
      .gif({ delay: [100, 100], loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const stored = await reencodeImage(sent(animated), POST_IMAGE_BOUNDS);
    const after = await sharp(stored.bytes, { animated: true }).metadata();
    expect([stored.contentType, after.pages ?? 1, after.width, after.height]).toEqual([
      'image/gif',
      1,
      10,
      10,
    ]);
  });

  it('never makes a photo larger than it was sent, however low its quality was', async () => {
    const photo = await noisyPicture(600, 400).jpeg({ quality: 45 }).toBuffer();
    const stored = await reencodeImage(sent(photo), POST_IMAGE_BOUNDS);
    expect(stored.bytes.length).toBeLessThanOrEqual(photo.length);
  });

  it('refuses bytes that start like an image but do not decode', async () => {
    const png = await freshPicture().png().toBuffer();
    expect(await refusal(reencodeImage(sent(png.subarray(0, 40)), POST_IMAGE_BOUNDS))).toBe('unreadable');
    const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    expect(await refusal(reencodeImage(sent(header), POST_IMAGE_BOUNDS))).toBe('unreadable');
  });

  it('refuses a small file that declares more than 50 megapixels, before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(POST_IMAGE_BOUNDS.maxBytes);
    expect(await refusal(reencodeImage(sent(bomb), POST_IMAGE_BOUNDS))).toBe('too-many-pixels');
  });

  it('refuses a result that does not fit in the bytes its kind allows', async () => {
    const noise = await noisyPicture(300, 300).png().toBuffer();
    const bounds = { ...POST_IMAGE_BOUNDS, maxBytes: 100_000, maxSide: 512 };
    expect(await refusal(reencodeImage(sent(noise), bounds))).toBe('too-large');
  });
});
