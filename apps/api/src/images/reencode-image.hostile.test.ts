import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DecodedImage } from './decode-image';
import { blackGif } from './hostile/hostile-gif';
import { costliestAvatars, drillPictures, type HostilePicture } from './hostile/hostile-images';
import { flatProgressiveJpeg } from './hostile/hostile-jpeg';
import { blackPng, type PngHeader } from './hostile/hostile-png';
import { AVATAR_BOUNDS, type ImageBounds, POST_IMAGE_BOUNDS } from './image-bounds';
import { ImageRefusal } from './image-refusal';
import { reencodeImage } from './reencode-image';
import { freshPicture, noisyPicture } from './sample-images';

const png = (header: Partial<PngHeader> & Pick<PngHeader, 'width' | 'height'>): DecodedImage => ({
  bytes: blackPng({ bitDepth: 8, colourType: 2, interlaced: false, ...header }),
  contentType: 'image/png',
});

/** The refusal's reason, and the format whose own limit it was, or 'stored' when it was accepted. */
async function outcome(sent: DecodedImage, bounds: ImageBounds): Promise<string> {
  try {
    await reencodeImage(sent, bounds);
    return 'stored';
  } catch (error) {
    if (!(error instanceof ImageRefusal)) throw error;
    return error.format ? `${error.reason}: ${error.format.name}` : error.reason;
  }
}

const outcomes = (pictures: HostilePicture[], bounds: ImageBounds) =>
  Promise.all(pictures.map(async (picture) => [picture.name, await outcome(picture, bounds)]));

describe('reencodeImage against the second attack drill (issue 33)', () => {
  // F2: a strip passes an area limit, yet its 50 million rows took 22–37 s to decode. A timeout of a few
  // seconds keeps this test quick even where the side limit is missing.
  it('refuses a picture longer than its kind allows on either side, from the header alone', {
    timeout: 8_000,
  }, async () => {
    expect(await outcome(png({ width: 4097, height: 1 }), AVATAR_BOUNDS)).toBe('too-long-side');
    expect(await outcome(png({ width: 1, height: 4097 }), AVATAR_BOUNDS)).toBe('too-long-side');
    expect(await outcome(png({ width: 1, height: 16_385 }), POST_IMAGE_BOUNDS)).toBe('too-long-side');
    const [strip] = drillPictures();
    if (!strip) throw new Error('the drill has no pictures');
    expect(strip.bytes.length).toBeLessThan(100_000);
    expect(await outcome(strip, AVATAR_BOUNDS)).toBe('too-long-side');
    expect(await outcome(strip, POST_IMAGE_BOUNDS)).toBe('too-long-side');

    expect(await outcome(png({ width: 4096, height: 1 }), AVATAR_BOUNDS)).toBe('stored');
    expect(await outcome(png({ width: 1, height: 16_384 }), POST_IMAGE_BOUNDS)).toBe('stored');
  });

  it('holds an avatar to 16 megapixels and a post image to 50', async () => {
    expect(await outcome(png({ width: 4096, height: 3907 }), AVATAR_BOUNDS)).toBe('too-many-pixels');
    expect(await outcome(png({ width: 4096, height: 3906 }), AVATAR_BOUNDS)).toBe('stored');
    expect(await outcome(png({ width: 8000, height: 6251 }), POST_IMAGE_BOUNDS)).toBe('too-many-pixels');
  });

  // F3: these formats cannot stream rows through the resize; 50 MP of them held 240–450 MB each.
  it('refuses interlaced or 16-bit PNGs past 4 MP, and progressive JPEGs, GIFs and lossless WebPs past 8 MP', {
    timeout: 30_000,
  }, async () => {
    const losslessWebp = await sharp({
      create: { width: 2829, height: 2829, channels: 3, background: '#000' },
    })
      .webp({ lossless: true })
      .toBuffer();
    const past: [string, DecodedImage][] = [
      ['interlaced PNG', png({ width: 2001, height: 2000, interlaced: true })],
      ['16-bit PNG', png({ width: 2001, height: 2000, bitDepth: 16 })],
      ['progressive JPEG', { bytes: flatProgressiveJpeg(2829, 2829), contentType: 'image/jpeg' }],
      ['GIF', { bytes: blackGif(2829, 2829), contentType: 'image/gif' }],
      ['lossless WebP', { bytes: losslessWebp, contentType: 'image/webp' }],
    ];
    for (const [name, sent] of past) {
      expect(await outcome(sent, POST_IMAGE_BOUNDS), name).toMatch(/^too-many-pixels: /);
    }
    expect(await outcomes(drillPictures(), POST_IMAGE_BOUNDS)).toEqual([
      ['PNG of 1 × 50,000,000 px (F2)', 'too-long-side'],
      ['interlaced 16-bit RGBA PNG of 7071 × 7071 px (F3)', 'too-many-pixels: interlaced or 16-bit PNG'],
      ['progressive JPEG of 7071 × 7071 px (F3)', 'too-many-pixels: progressive JPEG'],
      ['GIF of 7000 × 7000 px (F3)', 'too-many-pixels: GIF'],
    ]);
  });

  it('still stores each format at its limit, and the streamed ones far past it', {
    timeout: 60_000,
  }, async () => {
    const costliest = await costliestAvatars();
    expect(await outcomes(costliest, AVATAR_BOUNDS)).toEqual(
      costliest.map((picture) => [picture.name, 'stored']),
    );
    const photo = await noisyPicture(3000, 3000).jpeg().toBuffer();
    expect(await outcome({ bytes: photo, contentType: 'image/jpeg' }, POST_IMAGE_BOUNDS)).toBe('stored');
    const drawing = await freshPicture(5000, 4000).png().toBuffer();
    expect(await outcome({ bytes: drawing, contentType: 'image/png' }, POST_IMAGE_BOUNDS)).toBe('stored');
  });

  // F2: sharp and scrypt share libuv's four threads; image work must leave some to logins.
  it('never runs more than two sharp tasks at once, however many uploads wait', async () => {
    const photo = await noisyPicture(1200, 900).jpeg().toBuffer();
    let most = 0;
    const sampler = setInterval(() => {
      most = Math.max(most, sharp.counters().process);
    }, 1);
    const uploads = Array.from({ length: 8 }, () =>
      reencodeImage({ bytes: photo, contentType: 'image/jpeg' }, AVATAR_BOUNDS),
    );
    await Promise.all(uploads);
    clearInterval(sampler);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(2);
  });
});
