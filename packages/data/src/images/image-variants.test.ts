import { describe, expect, it } from 'vitest';
import { imageVariantSources, imageVariantUrl } from './image-variants';

describe('imageVariantSources', () => {
  it('lists AVIF then WebP at every width for an image the API stores', () => {
    const url = 'https://pupitre.example/api/imagenes/7';
    expect(imageVariantSources(url)).toEqual([
      {
        type: 'image/avif',
        srcSet:
          'https://pupitre.example/api/imagenes/7?ancho=480&formato=avif 480w, ' +
          'https://pupitre.example/api/imagenes/7?ancho=800&formato=avif 800w, ' +
          'https://pupitre.example/api/imagenes/7?ancho=1200&formato=avif 1200w',
      },
      {
        type: 'image/webp',
        srcSet:
          'https://pupitre.example/api/imagenes/7?ancho=480&formato=webp 480w, ' +
          'https://pupitre.example/api/imagenes/7?ancho=800&formato=webp 800w, ' +
          'https://pupitre.example/api/imagenes/7?ancho=1200&formato=webp 1200w',
      },
    ]);
  });

  it('leaves other addresses as they are', () => {
    expect(imageVariantSources('https://example.org/photo.jpg')).toBeUndefined();
    expect(imageVariantSources('/api/imagenes/7/extra')).toBeUndefined();
    expect(imageVariantSources('')).toBeUndefined();
    expect(imageVariantSources(null)).toBeUndefined();
  });

  it('names one variant by width and format', () => {
    expect(imageVariantUrl('/api/imagenes/3', 800, 'webp')).toBe('/api/imagenes/3?ancho=800&formato=webp');
  });
});
