import { constants, deflateRawSync } from 'node:zlib';

const SEGMENT = 1024 * 1024;
const ZEROS = Buffer.alloc(SEGMENT);
/** Deflate looks back at most 32 KB: once that much has been written, every further megabyte of zeros compresses alike. */
const ZERO_WINDOW = Buffer.alloc(32 * 1024);
const ADLER_MODULUS = 65521;

const syncFlushed = (dictionary?: Buffer) =>
  deflateRawSync(ZEROS, { level: 9, finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary && { dictionary }) });

let segments: { first: Buffer; next: Buffer } | undefined;

/**
 * A zlib stream that inflates to `length` zero bytes, built without ever holding them: one compressed
 * megabyte is repeated, so hundreds of megabytes of pixels take a fraction of a second and no memory.
 */
export function zlibZeros(length: number): Buffer {
  segments ??= { first: syncFlushed(), next: syncFlushed(ZERO_WINDOW) };
  const whole = Math.floor(length / SEGMENT);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  if (whole > 0) parts.push(segments.first, ...Array<Buffer>(whole - 1).fill(segments.next));
  const rest = Buffer.alloc(length % SEGMENT);
  parts.push(deflateRawSync(rest, { level: 9, ...(whole > 0 && { dictionary: ZERO_WINDOW }) }));
  // Adler-32 of zeros: the byte sum stays 0 (plus the initial 1), the running sum grows by 1 a byte.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % ADLER_MODULUS) << 16) | 1) >>> 0);
  parts.push(adler);
  return Buffer.concat(parts);
}
