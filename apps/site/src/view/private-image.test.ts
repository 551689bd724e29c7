import { describe, expect, it } from 'vitest';
import { apiImagePath } from './private-image';

describe('apiImagePath', () => {
  it('finds the API image path in an absolute or root-relative link', () => {
    expect(apiImagePath('http://localhost:3000/api/imagenes/12')).toBe('/api/imagenes/12');
    expect(apiImagePath('/api/imagenes/4')).toBe('/api/imagenes/4');
  });

  it('ignores anything else: data URLs, other paths, other image hosts', () => {
    expect(apiImagePath('data:image/png;base64,AAAA')).toBeNull();
    expect(apiImagePath('https://cdn.example.org/a.png')).toBeNull();
    expect(apiImagePath('/api/imagenes/4/extra')).toBeNull();
  });
});
