import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagenVariantes } from '../../db/schema';
import { dataUrl, freshPicture } from '../../images/sample-images';
import { type Actor, ADMIN, client, login } from '../../test/actors';
import { createSeededApp, type SeededApp } from '../../test/seeded-app';
import { VARIANT_FORMAT_MESSAGE, VARIANT_PAIR_MESSAGE, VARIANT_WIDTH_MESSAGE } from './imagenes.routes';

let seeded: SeededApp;
let admin: Actor;
let imageId: number;
beforeAll(async () => {
  seeded = await createSeededApp();
  admin = await login(seeded, ADMIN.username, ADMIN.password);
  // 1000 px wide: the 480 and 800 copies are scaled down, the 1200 one is not scaled up.
  const bytes = await freshPicture(1000, 600).png().toBuffer();
  const answer = await client(seeded).post('/api/imagenes', { imagen: dataUrl(bytes) }, admin.token);
  expect(answer.status).toBe(201);
  imageId = answer.body.id as number;
});
afterAll(() => seeded.database.close());

function get(query: string, headers: Record<string, string> = {}) {
  return seeded.app.request(`/api/imagenes/${imageId}${query}`, {
    headers: { Authorization: `Bearer ${admin.token}`, ...headers },
  });
}

async function pictureOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

const storedVariants = () =>
  seeded.database.db
    .select({ ancho: imagenVariantes.ancho, formato: imagenVariantes.formato })
    .from(imagenVariantes)
    .where(eq(imagenVariantes.imagenId, imageId));

describe('image variants', () => {
  it('scales a stored image down to the width asked for, in WebP, and keeps the copy', async () => {
    const first = await get('?ancho=800&formato=webp');
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('image/webp');
    const bytes = Buffer.from(await first.clone().arrayBuffer());
    const picture = await pictureOf(first);
    expect([picture.format, picture.width, picture.height]).toEqual(['webp', 800, 480]);
    expect(await storedVariants()).toEqual([{ ancho: 800, formato: 'webp' }]);

    const again = await get('?ancho=800&formato=webp');
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect(await storedVariants()).toHaveLength(1);
  });

  it('encodes AVIF, and never enlarges a picture narrower than the width asked for', async () => {
    const answer = await get('?ancho=1200&formato=avif');
    expect(answer.headers.get('Content-Type')).toBe('image/avif');
    const picture = await pictureOf(answer);
    expect([picture.format, picture.width]).toEqual(['heif', 1000]);
  });

  it('makes a burst of requests for a new copy encode it once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('?ancho=480&formato=webp')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = (await storedVariants()).filter((row) => row.ancho === 480);
    expect(rows).toEqual([{ ancho: 480, formato: 'webp' }]);
  });

  it('gives each copy its own immutable ETag and answers 304 to it', async () => {
    const original = await get('');
    const copy = await get('?ancho=480&formato=avif');
    const etag = copy.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}-480-avif"$/);
    expect(etag).not.toBe(original.headers.get('ETag'));
    expect(copy.headers.get('Cache-Control')).toContain('immutable');
    expect((await get('?ancho=480&formato=avif', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('refuses widths and formats outside the set, and a width without a format, in Spanish', async () => {
    const cases: [string, string, string][] = [
      ['?ancho=500&formato=webp', 'ancho', VARIANT_WIDTH_MESSAGE],
      ['?ancho=800&formato=gif', 'formato', VARIANT_FORMAT_MESSAGE],
      ['?ancho=800', 'formato', VARIANT_PAIR_MESSAGE],
      ['?formato=webp', 'formato', VARIANT_PAIR_MESSAGE],
    ];
    for (const [query, field, message] of cases) {
      const answer = await get(query);
      expect(answer.status, query).toBe(400);
      const body = (await answer.json()) as { errors: { field: string; message: string }[] };
      expect(body.errors, query).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(VARIANT_WIDTH_MESSAGE).toBe('El ancho debe ser uno de estos: 480, 800, 1200');
  });

  it('hides a copy of an image no published post shows, as it hides the image', async () => {
    const visitor = await seeded.app.request(`/api/imagenes/${imageId}?ancho=480&formato=webp`);
    expect(visitor.status).toBe(404);
  });
});
