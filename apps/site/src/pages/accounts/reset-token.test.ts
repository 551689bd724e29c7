import { describe, expect, it } from 'vitest';
import { resetTokenFrom } from './reset-token';

describe('resetTokenFrom', () => {
  it('takes the route parameter first', () => {
    expect(resetTokenFrom('abc123', 'token=from-query', '/reset-password/abc123')).toBe('abc123');
  });

  it('trims the route parameter', () => {
    expect(resetTokenFrom('  abc123  ', '', '/reset-password/abc123')).toBe('abc123');
  });

  describe('given no route parameter', () => {
    it('takes the query parameter token, with or without the leading "?"', () => {
      expect(resetTokenFrom(undefined, 'token=xyz789', '/reset-password')).toBe('xyz789');
      expect(resetTokenFrom(undefined, '?token=xyz789&utm=correo', '/reset-password')).toBe('xyz789');
    });

    it('decodes the query parameter', () => {
      expect(resetTokenFrom(undefined, 'token=a%2Bb%3D', '/reset-password')).toBe('a+b=');
    });

    it('given a blank route parameter › still reads the query', () => {
      expect(resetTokenFrom('   ', 'token=xyz789', '/reset-password')).toBe('xyz789');
    });
  });

  describe('given neither route nor query parameter', () => {
    it('matches /reset-password/{token} anywhere in the path', () => {
      expect(resetTokenFrom(undefined, '', '/reset-password/tok-en_1')).toBe('tok-en_1');
      expect(resetTokenFrom(null, null, '/es/reset-password/tok-en_1/')).toBe('tok-en_1');
    });

    it('decodes the matched segment, and keeps a malformed one as it is', () => {
      expect(resetTokenFrom(undefined, '', '/reset-password/a%2Bb')).toBe('a+b');
      expect(resetTokenFrom(undefined, '', '/reset-password/a%E0b')).toBe('a%E0b');
    });

    it('falls back to the last path segment', () => {
      expect(resetTokenFrom(undefined, '', '/restablecer/ultimo-segmento')).toBe('ultimo-segmento');
      expect(resetTokenFrom(undefined, '', '/auth/reset/abc/')).toBe('abc');
    });

    it('given a blank query token › uses the path', () => {
      expect(resetTokenFrom(undefined, 'token=', '/reset-password/abc')).toBe('abc');
    });
  });

  describe('given no token at all', () => {
    it.each([
      ['the bare screen path', '/reset-password'],
      ['the screen path with a trailing slash', '/reset-password/'],
      ['the root', '/'],
      ['an empty path', ''],
    ])('%s › is null', (_case, pathname) => {
      expect(resetTokenFrom(undefined, '', pathname)).toBeNull();
    });

    it('given nothing › is null', () => {
      expect(resetTokenFrom(undefined, undefined, undefined)).toBeNull();
    });
  });
});
