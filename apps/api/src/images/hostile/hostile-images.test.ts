import { inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { blackGif } from './hostile-gif';
import { costliestAvatars, drillPictures } from './hostile-images';
import { flatProgressiveJpeg } from './hostile-jpeg';
import { blackPng } from './hostile-png';
import { zlibZeros } from './zlib-zeros';

const header = async (bytes: Buffer) => {
  const { format, width, height, isProgressive, bitsPerSample, channels } = await sharp(bytes, {
    limitInputPixels: false,
  }).metadata();
  return { format, width, height, isProgressive, bitsPerSample, channels };
};

/** Decodes every pixel, refusing any warning, as uploads are read: answers whether all are one value. */
async function decodesFlat(bytes: Buffer): Promise<boolean> {
  const pixels = await sharp(bytes, { failOn: 'warning' }).raw().toBuffer();
  return pixels.every((value) => value === pixels[0]);
}

describe('hostile pictures written by hand', () => {
  it('inflate a zlib stream of zeros to exactly the length asked, across the repeated megabytes', () => {
    for (const length of [0, 7, 32_768, 1_048_576, 3_145_728 + 12_345]) {
      const inflated = inflateSync(zlibZeros(length));
      expect([inflated.length, inflated.every((byte) => byte === 0)]).toEqual([length, true]);
    }
  });

  it('are valid pictures that decode without a warning, small ones here', async () => {
    const pictures = [
      blackPng({ width: 37, height: 21, bitDepth: 16, colourType: 6, interlaced: true }),
      blackPng({ width: 5, height: 3, bitDepth: 8, colourType: 0, interlaced: false }),
      flatProgressiveJpeg(41, 17),
      // Past 8.4 million pixels, the LZW table fills and starts again.
      blackGif(3000, 3000),
    ];
    for (const bytes of pictures) expect(await decodesFlat(bytes)).toBe(true);
  });

  it("declare the drill's sizes in files an avatar's 2 MB would take", async () => {
    const pictures = drillPictures();
    expect(await Promise.all(pictures.map(({ bytes }) => header(bytes)))).toEqual([
      { format: 'png', width: 1, height: 50_000_000, isProgressive: false, bitsPerSample: 8, channels: 1 },
      { format: 'png', width: 7071, height: 7071, isProgressive: true, bitsPerSample: 16, channels: 4 },
      {
        format: 'jpeg',
        width: 7071,
        height: 7071,
        isProgressive: true,
        bitsPerSample: undefined,
        channels: 3,
      },
      { format: 'gif', width: 7000, height: 7000, isProgressive: false, bitsPerSample: 1, channels: 3 },
    ]);
    for (const { name, bytes } of pictures) expect(bytes.length, name).toBeLessThan(400_000);
    expect((await costliestAvatars()).map(({ bytes }) => bytes.length < 2 * 1024 * 1024)).not.toContain(
      false,
    );
  });
});
