import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderCover } from './cover-png';

function idat(png: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    if (type === 'IDAT') parts.push(png.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  return Buffer.concat(parts);
}

describe('generated covers', () => {
  const cover = renderCover({ seed: 1, colour: '#4ECDC4', width: 320, height: 180 });

  it('are valid PNG files of the asked size', () => {
    expect([...cover.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(cover.toString('ascii', 12, 16)).toBe('IHDR');
    expect(cover.readUInt32BE(16)).toBe(320);
    expect(cover.readUInt32BE(20)).toBe(180);
    expect(inflateSync(idat(cover)).length).toBe(180 * (1 + 320 * 3));
  });

  it('are deterministic per seed and differ between seeds', () => {
    expect(renderCover({ seed: 1, colour: '#4ECDC4', width: 320, height: 180 }).equals(cover)).toBe(true);
    expect(renderCover({ seed: 2, colour: '#4ECDC4', width: 320, height: 180 }).equals(cover)).toBe(false);
  });

  it('stay small at full size', () => {
    expect(renderCover({ seed: 3, colour: '#FF6B6B' }).length).toBeLessThan(200_000);
  });

  it('refuse a colour that is not #RRGGBB', () => {
    expect(() => renderCover({ seed: 1, colour: 'teal' })).toThrow('Not a #RRGGBB colour');
  });
});
