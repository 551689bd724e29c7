import { parseAccept } from 'hono/utils/accept';

/** The compressed encodings the server sends, best first when a client likes them equally. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type CompressedEncoding = (typeof COMPRESSED_ENCODINGS)[number];

// Clients send a handful of distinct Accept-Encoding values; the choice for each is remembered.
const choices = new Map<string, CompressedEncoding[]>();
const MAX_REMEMBERED = 64;

/**
 * The compressed encodings an Accept-Encoding header allows, the client's favourite first: a coding
 * given q=0 is refused, and `*` stands for those it does not name. None without a header.
 */
export function acceptedEncodings(header: string | undefined): CompressedEncoding[] {
  if (!header) return [];
  let accepted = choices.get(header);
  if (accepted) return accepted;
  const offers = parseAccept(header);
  const wildcard = offers.find((offer) => offer.type === '*')?.q ?? 0;
  const qualityOf = (encoding: CompressedEncoding) =>
    offers.find((offer) => offer.type.toLowerCase() === encoding)?.q ?? wildcard;
  accepted = COMPRESSED_ENCODINGS.filter((encoding) => qualityOf(encoding) > 0).sort(
    (a, b) => qualityOf(b) - qualityOf(a),
  );
  if (choices.size < MAX_REMEMBERED) choices.set(header, accepted);
  return accepted;
}
