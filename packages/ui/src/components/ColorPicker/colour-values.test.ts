import { describe, expect, it } from 'vitest';
import { clampColourChannel, hexToRgb, normaliseHexColour, rgbToHex } from './colour-values';

describe('normaliseHexColour', () => {
  it('accepts 3 or 6 hex digits, with or without #, and lower-cases them', () => {
    expect(normaliseHexColour('#91A8A4')).toBe('#91a8a4');
    expect(normaliseHexColour('0b4444')).toBe('#0b4444');
    expect(normaliseHexColour('#ABC')).toBe('#abc');
    expect(normaliseHexColour('  fff ')).toBe('#fff');
  });

  it('refuses other lengths, other characters and empty text', () => {
    for (const text of ['', '#', '#12', '#1234', '#12345', '#1234567', '#ggg', '##abc', 'rgb(0,0,0)']) {
      expect(normaliseHexColour(text), text).toBeUndefined();
    }
  });
});

describe('clampColourChannel', () => {
  it('keeps whole numbers from 0 to 255 and rounds the rest', () => {
    expect(clampColourChannel(0)).toBe(0);
    expect(clampColourChannel(128)).toBe(128);
    expect(clampColourChannel(255)).toBe(255);
    expect(clampColourChannel(12.6)).toBe(13);
  });

  it('turns too large into 255, negative into 0 and not-a-number into 0', () => {
    expect(clampColourChannel(300)).toBe(255);
    expect(clampColourChannel(-4)).toBe(0);
    expect(clampColourChannel(Number.NaN)).toBe(0);
  });
});

describe('hexToRgb and rgbToHex', () => {
  it('read the channels of 6- and 3-digit colours', () => {
    expect(hexToRgb('#91a8a4')).toEqual({ red: 145, green: 168, blue: 164 });
    expect(hexToRgb('abc')).toEqual({ red: 170, green: 187, blue: 204 });
    expect(hexToRgb('#12')).toBeUndefined();
  });

  it('write six lower-case digits, clamping each channel', () => {
    expect(rgbToHex({ red: 11, green: 68, blue: 68 })).toBe('#0b4444');
    expect(rgbToHex({ red: 300, green: -1, blue: 15 })).toBe('#ff000f');
  });

  it('round-trip every preset', () => {
    for (const hex of ['#91a8a4', '#0b4444', '#4c7977', '#f0f8f7', '#d2b99a']) {
      const rgb = hexToRgb(hex);
      expect(rgb && rgbToHex(rgb)).toBe(hex);
    }
  });
});
