import fc from 'fast-check';
import { hostileText } from './hostile-values';

/**
 * Percent-encodes text as a careless client would: a lone surrogate, which encodeURIComponent refuses,
 * goes out as the three bytes it would take in UTF-8 (invalid UTF-8 the server must decode).
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** Escapes no decoder accepts as they are: truncated, not hex, overlong, surrogate bytes, bare 0xFF. */
const brokenEscapes = fc.constantFrom(
  '%',
  '%2',
  '%zz',
  '%00',
  '1%002',
  '%C0%80',
  '%ED%BD%87',
  '%FF%FE',
  '%E6%97',
);

const numberList = fc
  .array(
    fc.oneof(
      fc.integer({ min: 1, max: 9 }).map(String),
      fc.constantFrom('2147483648', '-1', '0', '1.5', 'a', '', ' 2', '9'.repeat(30), '1e9', 'NaN'),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((items) => encodeURIComponent(items.join(',')));

/** An already encoded value for a query string or a path segment. */
export const hostileUrlText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileText.map(percentEncode) },
  { weight: 2, arbitrary: brokenEscapes },
  { weight: 2, arbitrary: numberList },
);
