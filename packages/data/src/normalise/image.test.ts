import { describe, expect, it } from 'vitest';
import { avatarSource } from './avatar';
import { imageSource } from './image';

const BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk';

describe('imageSource', () => {
  it('extracts the src of an <img> tag', () => {
    expect(imageSource('<img class="c" src="/api/imagenes/4" alt="">')).toBe('/api/imagenes/4');
  });

  it('keeps data URLs, http(s) URLs and root-relative paths', () => {
    expect(imageSource(`data:image/png;base64,${BASE64}`)).toBe(`data:image/png;base64,${BASE64}`);
    expect(imageSource('https://example.org/x.jpg')).toBe('https://example.org/x.jpg');
    expect(imageSource('/assets/portada.png')).toBe('/assets/portada.png');
  });

  it('keeps the absolute image links the API answers (PUBLIC_URL), as an <img> or bare', () => {
    const link = 'https://pupitre.example/api/imagenes/12';
    expect(imageSource(link)).toBe(link);
    expect(imageSource(`<img src="${link}">`)).toBe(link);
    expect(avatarSource(link, '/logo.svg')).toBe(link);
  });

  it('prefixes raw base64 as JPEG', () => {
    expect(imageSource(BASE64)).toBe(`data:image/jpeg;base64,${BASE64}`);
  });

  it('refuses empty, null-like and unsafe values', () => {
    expect(imageSource('')).toBeNull();
    expect(imageSource('null')).toBeNull();
    expect(imageSource(undefined)).toBeNull();
    expect(imageSource('javascript:alert(1)')).toBeNull();
    expect(imageSource('//evil.example/x.png')).toBeNull();
  });
});

describe('avatarSource', () => {
  const logo = '/logo.svg';
  it('falls back to the logo for empty, "null" and short values', () => {
    expect(avatarSource('', logo)).toBe(logo);
    expect(avatarSource('null', logo)).toBe(logo);
    expect(avatarSource('x'.repeat(29), logo)).toBe(logo);
    expect(avatarSource(null, logo)).toBe(logo);
  });

  it('keeps a value of 30 characters or more', () => {
    expect(avatarSource('x'.repeat(30), logo)).toBe('x'.repeat(30));
  });
});
