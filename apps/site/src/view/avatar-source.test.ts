import { describe, expect, it } from 'vitest';
import { displayableAvatar } from './avatar-source';

describe('displayableAvatar', () => {
  const origin = 'http://localhost:5173';

  it('makes a root-relative path absolute, long enough for the avatar rule', () => {
    const shown = displayableAvatar('/api/imagenes/4', origin);
    expect(shown).toBe('http://localhost:5173/api/imagenes/4');
    expect(shown?.length).toBeGreaterThanOrEqual(30);
  });

  it('leaves data URLs, absolute and protocol-relative URLs and null alone', () => {
    expect(displayableAvatar('data:image/jpeg;base64,AAAA', origin)).toBe('data:image/jpeg;base64,AAAA');
    expect(displayableAvatar('https://cdn.example.org/a.png', origin)).toBe('https://cdn.example.org/a.png');
    expect(displayableAvatar('//cdn.example.org/a.png', origin)).toBe('//cdn.example.org/a.png');
    expect(displayableAvatar(null, origin)).toBeNull();
  });
});
