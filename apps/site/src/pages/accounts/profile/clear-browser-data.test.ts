import { describe, expect, it } from 'vitest';
import { expiringCookies } from './clear-browser-data';

describe('expiringCookies', () => {
  it('expires every cookie of the header for the whole site', () => {
    expect(expiringCookies('theme=dark; csrftoken=abc=def')).toEqual([
      'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
      'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/',
    ]);
  });

  it('given no cookies › answers nothing', () => {
    expect(expiringCookies('')).toEqual([]);
    expect(expiringCookies(' ; ')).toEqual([]);
  });
});
