import { describe, expect, it } from 'vitest';
import { listingStatus } from './listing-status';

describe('listingStatus', () => {
  it('is loading while the query is pending, whatever it holds', () => {
    expect(listingStatus({ isPending: true, isError: false }, 3)).toBe('loading');
  });

  it('is an error when the query failed', () => {
    expect(listingStatus({ isPending: false, isError: true }, 0)).toBe('error');
  });

  it('is empty with nothing to show, ready otherwise', () => {
    expect(listingStatus({ isPending: false, isError: false }, 0)).toBe('empty');
    expect(listingStatus({ isPending: false, isError: false }, 2)).toBe('ready');
  });
});
