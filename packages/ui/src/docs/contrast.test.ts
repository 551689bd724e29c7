import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, mix, parseHex, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('gives the known ratios', () => {
    // Black on white is the maximum, 21:1; #767676 is the lightest grey that passes AA on white, 4.54:1.
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('does not depend on the order and reads short hex', () => {
    expect(contrastRatio('#fff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
    expect(contrastRatio('#0b4444', '#0b4444')).toBe(1);
  });
});

describe('colour helpers', () => {
  it('parses, measures and mixes hex colours', () => {
    expect(parseHex('#0b4444')).toEqual([11, 68, 68]);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(() => parseHex('rgba(0, 0, 0, 0.5)')).toThrow();
  });

  it('names the level and never rounds a failing ratio up', () => {
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(3.2)).toBe('AA grande');
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
  });
});
