const marker = (code: number, body: number[]) => {
  const length = body.length + 2;
  return [0xff, code, length >> 8, length & 0xff, ...body];
};
const u16 = (value: number) => [value >> 8, value & 0xff];

const QUANTISATION = marker(0xdb, [0x00, ...Array<number>(64).fill(1)]);
/** One DC code, `0`, for the one difference a flat picture has: zero. */
const DC_TABLE = marker(0xc4, [0x00, 1, ...Array<number>(15).fill(0), 0x00]);
const COMPONENTS = [1, 2, 3];

/**
 * A valid, flat grey progressive JPEG of any size (up to 65,535 a side), written by hand: a single DC
 * scan in full-resolution colour, one bit a block. A decoder of a progressive JPEG keeps every
 * block's coefficients until the last scan, about 6 bytes a pixel, whatever the output size.
 */
export function flatProgressiveJpeg(width: number, height: number): Buffer {
  const frame = marker(0xc2, [
    8,
    ...u16(height),
    ...u16(width),
    3,
    ...COMPONENTS.flatMap((id) => [id, 0x11, 0]),
  ]);
  const scan = marker(0xda, [3, ...COMPONENTS.flatMap((id) => [id, 0x00]), 0, 0, 0]);
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const entropy = Buffer.alloc(Math.ceil((blocks * COMPONENTS.length) / 8));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, ...QUANTISATION, ...frame, ...DC_TABLE, ...scan]),
    entropy,
    Buffer.from([0xff, 0xd9]),
  ]);
}
