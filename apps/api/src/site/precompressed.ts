import { acceptedEncodings, type CompressedEncoding } from '../http/accepted-encodings';

/** The suffix of the copy the build writes beside each asset in each encoding (`app.js.br`). */
const SUFFIXES: Record<CompressedEncoding, string> = { br: '.br', gzip: '.gz' };

/** The build's copies an Accept-Encoding header allows, the client's favourite first. */
export function acceptedCopies(header: string | undefined) {
  return acceptedEncodings(header).map((encoding) => ({ encoding, suffix: SUFFIXES[encoding] }));
}
