/**
 * The few parts of the ustar format a backup needs: regular files, names under 100 bytes, sizes under
 * 8 GiB. Any `tar` reads the result, so an operator can look inside a backup or take one file out.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (Buffer.byteLength(name) > 99) throw new Error(`tar entry name too long: ${name}`);
  if (size >= 8 * 1024 ** 3) throw new Error(`tar entry too large: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0);
  header.write(octal(0o600, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  header.write('        ', 148);
  header.write('0', 156);
  header.write('ustar\0', 257);
  header.write('00', 263);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two empty blocks close an archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

export function readTar(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = Number.parseInt(header.toString('ascii', 124, 136).replace(/\0.*$/s, '').trim(), 8);
    offset += BLOCK;
    entries.set(name, archive.subarray(offset, offset + size));
    offset += size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  return entries;
}
