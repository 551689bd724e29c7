import { crc32 } from 'node:zlib';
import { zlibZeros } from './zlib-zeros';

export interface PngHeader {
  width: number;
  height: number;
  /** 8 or 16 bits a sample. */
  bitDepth: 8 | 16;
  /** 0 grey, 2 RGB, 6 RGBA (the PNG colour types a hostile picture needs). */
  colourType: 0 | 2 | 6;
  /** Adam7: a decoder must hold the whole picture before it has a single full row. */
  interlaced: boolean;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SAMPLES: Record<PngHeader['colourType'], number> = { 0: 1, 2: 3, 6: 4 };
/** Adam7's seven passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Bytes of filtered scanlines a decoder inflates: one filter byte per row, then the row's samples. */
function scanlineBytes(header: PngHeader): number {
  const bitsPerPixel = SAMPLES[header.colourType] * header.bitDepth;
  const rows = (width: number, height: number) =>
    width > 0 && height > 0 ? height * (1 + Math.ceil((width * bitsPerPixel) / 8)) : 0;
  if (!header.interlaced) return rows(header.width, header.height);
  const passes = ADAM7.map(([x, y, dx, dy]) =>
    rows(Math.ceil((header.width - x) / dx), Math.ceil((header.height - y) / dy)),
  );
  return passes.reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * A valid, all-black PNG of any size, written by hand: its pixels are zeros, so a picture that decodes
 * to gigabytes fits in a few hundred kilobytes, as an attacker would send it.
 */
export function blackPng(header: PngHeader): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.writeUInt8(header.bitDepth, 8);
  ihdr.writeUInt8(header.colourType, 9);
  ihdr.writeUInt8(header.interlaced ? 1 : 0, 12);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibZeros(scanlineBytes(header))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
