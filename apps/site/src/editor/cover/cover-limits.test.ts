import { describe, expect, it } from 'vitest';
import {
  COVER_MAX_ENCODED_BYTES,
  COVER_MAX_FILE_BYTES,
  COVER_SECOND_PASS_ABOVE_BYTES,
  COVER_TARGET_BYTES,
  coverFileTooLargeMessage,
  coverQuality,
  encodedCoverTooLargeMessage,
  formatMegabytes,
  isCoverFileTooLarge,
  isEncodedCoverTooLarge,
  MEGABYTE,
  needsSecondPass,
  secondPassSize,
} from './cover-limits';

describe('the cover limits', () => {
  it('are the spec figures in binary megabytes', () => {
    expect(COVER_TARGET_BYTES).toBe(4 * 1_048_576);
    expect(COVER_SECOND_PASS_ABOVE_BYTES / MEGABYTE).toBeCloseTo(4.8);
    expect(COVER_MAX_FILE_BYTES).toBe(15 * 1_048_576);
    expect(COVER_MAX_ENCODED_BYTES).toBe(45 * 1_048_576);
  });
});

describe('formatMegabytes', () => {
  it('shows two decimals', () => {
    expect(formatMegabytes(16.2 * MEGABYTE)).toBe('16.20');
    expect(formatMegabytes(Math.round(16.2 * MEGABYTE))).toBe('16.20');
    expect(formatMegabytes(15 * MEGABYTE + 1)).toBe('15.00');
    expect(formatMegabytes(46_000_000)).toBe('43.87');
  });
});

describe('isCoverFileTooLarge', () => {
  it('accepts up to and including 15 MB and refuses one byte more', () => {
    expect(isCoverFileTooLarge(COVER_MAX_FILE_BYTES)).toBe(false);
    expect(isCoverFileTooLarge(COVER_MAX_FILE_BYTES + 1)).toBe(true);
  });
});

describe('coverFileTooLargeMessage', () => {
  it('is the spec message with the size in MB', () => {
    expect(coverFileTooLargeMessage(16.2 * MEGABYTE)).toBe(
      'La imagen es demasiado grande (16.20 MB). El tamano maximo permitido es de 15 MB.',
    );
  });
});

describe('coverQuality', () => {
  it('is 0.7 up to and including 5 MB', () => {
    expect(coverQuality(0)).toBe(0.7);
    expect(coverQuality(5 * MEGABYTE)).toBe(0.7);
  });

  it('is 0.6 above 5 MB up to and including 10 MB', () => {
    expect(coverQuality(5 * MEGABYTE + 1)).toBe(0.6);
    expect(coverQuality(10 * MEGABYTE)).toBe(0.6);
  });

  it('is 0.5 above 10 MB', () => {
    expect(coverQuality(10 * MEGABYTE + 1)).toBe(0.5);
    expect(coverQuality(15 * MEGABYTE)).toBe(0.5);
  });
});

describe('needsSecondPass', () => {
  it('is due only above about 4.8 MB', () => {
    expect(needsSecondPass(COVER_TARGET_BYTES)).toBe(false);
    expect(needsSecondPass(COVER_SECOND_PASS_ABOVE_BYTES)).toBe(false);
    expect(needsSecondPass(COVER_SECOND_PASS_ABOVE_BYTES + 1)).toBe(true);
  });
});

describe('secondPassSize', () => {
  it('takes 80 % of each side, rounded', () => {
    expect(secondPassSize({ width: 4000, height: 3000 })).toEqual({ width: 3200, height: 2400 });
    expect(secondPassSize({ width: 1001, height: 7 })).toEqual({ width: 801, height: 6 });
  });

  it('keeps at least one pixel', () => {
    expect(secondPassSize({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });
});

describe('the encoded limit', () => {
  it('refuses a data URL longer than 45 MB', () => {
    expect(isEncodedCoverTooLarge(COVER_MAX_ENCODED_BYTES)).toBe(false);
    expect(isEncodedCoverTooLarge(COVER_MAX_ENCODED_BYTES + 1)).toBe(true);
  });

  it('explains it with the spec message', () => {
    expect(encodedCoverTooLargeMessage(47.5 * MEGABYTE)).toBe(
      'La imagen procesada sigue siendo demasiado grande (47.50 MB). Por favor, utiliza una imagen mas pequena.',
    );
  });
});
