import { decodeCursor, encodeCursor } from '../../http/keyset-cursor';
import { type SearchBand, type SearchCursor, searchBands } from './publicaciones-busqueda.queries';

// One letter names the band before the keyset cursor: t. for title matches, c. for the rest.
const PREFIX: Record<SearchBand, string> = { titulo: 't.', cuerpo: 'c.' };

/** Opaque to clients: they send back what they were given. */
export function encodeSearchCursor({ band, ...keyset }: SearchCursor): string {
  return PREFIX[band] + encodeCursor(keyset);
}

/** The cursor, or undefined for anything this module did not write. */
export function decodeSearchCursor(text: string): SearchCursor | undefined {
  const band = searchBands.find((candidate) => text.startsWith(PREFIX[candidate]));
  const keyset = band && decodeCursor(text.slice(PREFIX[band].length));
  return band && keyset ? { ...keyset, band } : undefined;
}
