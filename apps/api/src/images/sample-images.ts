import { randomBytes, randomInt } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';

/** Pictures drawn in memory for tests, so no fixture file is needed. */

/**
 * A picture of one colour drawn at random: images are stored once per content, so a test that needs
 * its own record needs its own pixels.
 */
export function freshPicture(width = 4, height = 3): Sharp {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
  return sharp({ create: { width, height, channels: 3, background } });
}

/** Random pixels: they hardly compress, so the encoded size stays close to the raw size. */
export function noisyPicture(width: number, height: number): Sharp {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

/** A phone photo's metadata: EXIF with GPS and camera, XMP, and a wide-gamut colour profile. */
export function withCameraMetadata(picture: Sharp): Sharp {
  return picture
    .withExif({
      IFD0: { Make: 'Pupitre Phone', Copyright: 'Ana Pérez' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 25/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 42/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .withIccProfile('p3');
}

export function dataUrl(bytes: Buffer, type = 'image/png'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}
