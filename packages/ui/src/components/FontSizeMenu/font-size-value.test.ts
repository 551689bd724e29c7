import { describe, expect, it } from 'vitest';
import { FONT_SIZES, isFontSizeInput, parseFontSize } from './font-size-value';

describe('isFontSizeInput', () => {
  it('lets digits and one dot through, including the halves of a number being typed', () => {
    for (const text of ['', '1', '12', '12.', '12.5', '.5', '500'])
      expect(isFontSizeInput(text), text).toBe(true);
  });

  it('stops a second dot, signs, spaces, letters and units', () => {
    for (const text of ['1.2.3', '..', '-1', '+1', ' 1', '1e3', '12px', '1,5']) {
      expect(isFontSizeInput(text), text).toBe(false);
    }
  });
});

describe('parseFontSize', () => {
  it('accepts sizes from 1 to 500, decimals included', () => {
    expect(parseFontSize('1')).toBe(1);
    expect(parseFontSize('12.5')).toBe(12.5);
    expect(parseFontSize('12.')).toBe(12);
    expect(parseFontSize('500')).toBe(500);
  });

  it('refuses sizes outside 1 to 500 and text that is not a number', () => {
    for (const text of ['', '.', '0', '0.5', '.5', '500.1', '501', '1.2.3', 'abc']) {
      expect(parseFontSize(text), text).toBeUndefined();
    }
  });

  it('lists the spec sizes, from 8 to 120', () => {
    expect(FONT_SIZES).toEqual([8, 9, 10, 11, 12, 14, 16, 18, 20, 22, 24, 26, 28, 36, 48, 72, 120]);
  });
});
