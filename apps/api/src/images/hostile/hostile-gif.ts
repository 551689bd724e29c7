const u16le = (value: number) => [value & 0xff, value >> 8];

const MIN_CODE_SIZE = 2;
const CLEAR = 1 << MIN_CODE_SIZE;
const END = CLEAR + 1;
const FIRST_FREE = END + 1;
const TABLE_SIZE = 4096;

/** Codes packed least significant bit first, as GIF writes them. */
function bitWriter() {
  const bytes: number[] = [];
  let buffer = 0;
  let used = 0;
  return {
    write(code: number, size: number) {
      buffer |= code << used;
      used += size;
      while (used >= 8) {
        bytes.push(buffer & 0xff);
        buffer >>>= 8;
        used -= 8;
      }
    },
    bytes: () => (used > 0 ? [...bytes, buffer & 0xff] : bytes),
  };
}

/**
 * LZW for `count` pixels of palette index 0. With one symbol, the table holds runs of 1, 2, 3 … zeros,
 * so a greedy encoder always sends the longest run it has and adds one a zero longer.
 */
function lzwZeros(count: number): number[] {
  const out = bitWriter();
  let size = MIN_CODE_SIZE + 1;
  let next = FIRST_FREE;
  let longest = 1;
  const codeOfRun = (length: number) => (length === 1 ? 0 : FIRST_FREE + length - 2);
  out.write(CLEAR, size);
  for (let left = count; left > 0; ) {
    const run = Math.min(longest, left);
    out.write(codeOfRun(run), size);
    left -= run;
    if (left === 0) break;
    if (next === TABLE_SIZE) {
      out.write(CLEAR, size);
      [size, next, longest] = [MIN_CODE_SIZE + 1, FIRST_FREE, 1];
    } else {
      if (next >= 1 << size) size += 1;
      next += 1;
      longest += 1;
    }
  }
  out.write(END, size);
  return out.bytes();
}

function subBlocks(data: number[]): number[] {
  const blocks: number[] = [];
  for (let start = 0; start < data.length; start += 255) {
    const block = data.slice(start, start + 255);
    blocks.push(block.length, ...block);
  }
  return [...blocks, 0];
}

/**
 * A valid, all-black GIF of any size (up to 65,535 a side), written by hand: LZW packs a run of one
 * colour into a few kilobytes, and a decoder draws it on a canvas of 4 bytes a pixel.
 */
export function blackGif(width: number, height: number): Buffer {
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16le(width),
    ...u16le(height),
    // A global palette of two colours, black and white.
    0x80,
    0,
    0,
    ...[0, 0, 0, 255, 255, 255],
    // One frame covering the canvas, no local palette.
    0x2c,
    ...u16le(0),
    ...u16le(0),
    ...u16le(width),
    ...u16le(height),
    0,
    MIN_CODE_SIZE,
    ...subBlocks(lzwZeros(width * height)),
    0x3b,
  ]);
}
