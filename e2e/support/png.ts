import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** An RGB PNG from its rows, each a filter byte (0) and three bytes per pixel. */
function rgbPng(width: number, height: number, rows: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG file of one colour, so an upload test needs no fixture on disk. */
export function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]) {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  return rgbPng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A PNG of random pixels: it hardly compresses, so its size is close to width × height × 3 bytes. */
export function noisyPng(width: number, height: number, seed = 1) {
  const rowLength = 1 + width * 3;
  const rows = Buffer.alloc(height * rowLength);
  let state = seed;
  for (let index = 0; index < rows.length; index += 1) {
    if (index % rowLength === 0) continue;
    // xorshift: deterministic noise, so the file is the same on every run.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[index] = state & 0xff;
  }
  return rgbPng(width, height, rows);
}
