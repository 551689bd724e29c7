import { describe, expect, it } from 'vitest';
import { estimatedKilobytes } from '../../pages/accounts/profile/avatar-size';
import { CoverImageError, compressCover } from './compress-cover';
import { COVER_SECOND_PASS_ABOVE_BYTES, MEGABYTE } from './cover-limits';

async function canvasFile(
  width: number,
  height: number,
  paint: (pixels: Uint8ClampedArray) => void,
  name = 'portada.png',
): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const image = context.createImageData(width, height);
  paint(image.data);
  context.putImageData(image, 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('no PNG');
  return new File([blob], name, { type: 'image/png' });
}

/** Random opaque pixels: PNG cannot compress them, so the file is about 3 bytes per pixel. */
function noise(pixels: Uint8ClampedArray) {
  // getRandomValues fills at most 65,536 bytes per call.
  for (let start = 0; start < pixels.length; start += 65_536) {
    crypto.getRandomValues(pixels.subarray(start, start + 65_536));
  }
  for (let alpha = 3; alpha < pixels.length; alpha += 4) pixels[alpha] = 255;
}

/**
 * A 64 px tile of noise repeated: PNG finds the repeats and stays small, JPEG cannot, so the first JPEG
 * comes out larger than the original.
 */
function tiledNoise(width: number) {
  return (pixels: Uint8ClampedArray) => {
    const tile = new Uint8ClampedArray(64 * 64 * 4);
    noise(tile);
    for (let index = 0; index < pixels.length; index += 1) {
      const pixel = index >> 2;
      const x = (pixel % width) % 64;
      const y = Math.floor(pixel / width) % 64;
      pixels[index] = tile[(y * 64 + x) * 4 + (index % 4)] ?? 255;
    }
  };
}

const decodedBytes = (dataUrl: string) => estimatedKilobytes(dataUrl) * 1024;

function dimensionsOf(dataUrl: string): Promise<{ width: number; height: number }> {
  const image = new Image();
  image.src = dataUrl;
  return image.decode().then(() => ({ width: image.naturalWidth, height: image.naturalHeight }));
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('compressCover', () => {
  it('given a noisy 6 MB PNG › answers a JPEG data URL under 4.8 MB', async () => {
    const file = await canvasFile(1450, 1450, noise);
    expect(file.size).toBeGreaterThan(5 * MEGABYTE);
    expect(file.size).toBeLessThan(10 * MEGABYTE);

    const dataUrl = await compressCover(file);

    expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(decodedBytes(dataUrl)).toBeLessThan(COVER_SECOND_PASS_ABOVE_BYTES);
    expect(decodedBytes(dataUrl)).toBeLessThan(file.size);
  });

  it('given a noisy image whose first JPEG passes 4.8 MB › encodes it again at 80 % of its size', async () => {
    const file = await canvasFile(3200, 3200, tiledNoise(3200));
    expect(file.size).toBeLessThan(5 * MEGABYTE); // so the first pass uses quality 0.7

    const dataUrl = await compressCover(file);

    expect(dataUrl.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(await dimensionsOf(dataUrl)).toEqual({ width: 2560, height: 2560 });
    expect(decodedBytes(dataUrl)).toBeLessThan(COVER_SECOND_PASS_ABOVE_BYTES);
  });

  it('given a small image › keeps its size and paints transparency white', async () => {
    const file = await canvasFile(40, 30, () => {}); // every pixel fully transparent
    const dataUrl = await compressCover(file);
    expect(await dimensionsOf(dataUrl)).toEqual({ width: 40, height: 30 });

    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const context = canvas.getContext('2d');
    context?.drawImage(image, 0, 0);
    const [red, green, blue] = context?.getImageData(20, 15, 1, 1).data ?? [];
    expect([red, green, blue].every((channel) => (channel ?? 0) > 245)).toBe(true);
  });

  it('given a file above 15 MB › refuses it with the size in the message', async () => {
    const file = new File([new Uint8Array(Math.round(16.2 * MEGABYTE))], 'grande.jpg', {
      type: 'image/jpeg',
    });
    const error = await rejection(compressCover(file));
    expect(error).toBeInstanceOf(CoverImageError);
    expect((error as Error).message).toBe(
      'La imagen es demasiado grande (16.20 MB). El tamano maximo permitido es de 15 MB.',
    );
  });

  it('given a file that is not an image › says so in Spanish', async () => {
    const file = new File(['hola'], 'nota.txt', { type: 'text/plain' });
    const error = await rejection(compressCover(file));
    expect(error).toBeInstanceOf(CoverImageError);
    expect((error as Error).message).toBe(
      'El archivo no es una imagen. Elige un archivo JPG, PNG, WebP o GIF.',
    );
  });

  it('given an image file the browser cannot decode › says it could not be read', async () => {
    const file = new File(['esto no es un PNG'], 'rota.png', { type: 'image/png' });
    const error = await rejection(compressCover(file));
    expect(error).toBeInstanceOf(CoverImageError);
    expect((error as Error).message).toBe('No se pudo leer la imagen. Prueba con otro archivo.');
  });
});
