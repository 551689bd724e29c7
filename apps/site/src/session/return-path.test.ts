import { describe, expect, it } from 'vitest';
import { returnPathFrom, withReturnPath } from './return-path';

describe('the page a reader returns to after logging in', () => {
  it('is a path of this site, with its query and fragment', () => {
    expect(returnPathFrom('?next=%2Fcontact')).toBe('/contact');
    expect(returnPathFrom(`?${new URLSearchParams({ next: '/blog/3?x=1#comentarios' })}`)).toBe(
      '/blog/3?x=1#comentarios',
    );
  });

  it('is never another site, however it is written', () => {
    for (const next of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'contact',
      '',
      // Normalised, these become protocol-relative (drill note).
      '/.//evil.example',
      '/a/..//evil.example/x',
    ]) {
      expect(returnPathFrom(`?${new URLSearchParams({ next })}`)).toBeUndefined();
    }
    expect(returnPathFrom('')).toBeUndefined();
  });

  it('travels in the query of /login and /register', () => {
    expect(withReturnPath('/login', '/blog/3?x=1')).toBe('/login?next=%2Fblog%2F3%3Fx%3D1');
    expect(withReturnPath('/login', undefined)).toBe('/login');
  });
});
