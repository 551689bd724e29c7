import { describe, expect, it } from 'vitest';
import { acceptedCopies } from './precompressed';

const acceptedEncodings = (header: string | undefined) =>
  acceptedCopies(header).map(({ encoding }) => encoding);

describe('the encodings a request accepts', () => {
  it('lists brotli before gzip, whatever the header’s order', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
  });

  it('drops a coding given q=0, and lets * stand for the ones not named', () => {
    expect(acceptedEncodings('br;q=0, gzip;q=0.8')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
  });

  it('accepts none without a header or with identity only', () => {
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });
});
