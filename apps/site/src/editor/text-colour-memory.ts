import { DEFAULT_TEXT_COLOUR, hexToRgb, rgbToHex } from '@pupitre/ui/fragments';
import { type KeyValueStorage, readItem, writeItem } from './drafts/browser-storage';

/** accounts-admin §3 and §9: the text colour the editor remembers, and the custom colours it keeps. */
export const LAST_USED_TEXT_COLOUR_KEY = 'lastUsedTextColor';
export const SAVED_TEXT_COLOURS_KEY = 'savedTextColors';
export const MAX_SAVED_TEXT_COLOURS = 5;

/** A hex colour as stored: lower case with six digits, so '#ABC' and '#aabbcc' are one colour. */
export function storedTextColour(colour: string): string | undefined {
  const channels = hexToRgb(colour.trim().startsWith('#') ? colour : '');
  return channels && rgbToHex(channels);
}

export function readLastUsedTextColour(storage: KeyValueStorage | null | undefined): string {
  return storedTextColour(readItem(storage, LAST_USED_TEXT_COLOUR_KEY) ?? '') ?? DEFAULT_TEXT_COLOUR;
}

/** Remembers `colour` when it is a hex colour; a refused write is ignored. */
export function rememberLastUsedTextColour(
  storage: KeyValueStorage | null | undefined,
  colour: string,
): void {
  const normalised = storedTextColour(colour);
  if (normalised) writeItem(storage, LAST_USED_TEXT_COLOUR_KEY, normalised);
}

function newestFirst(colours: readonly string[]): string[] {
  return [...new Set(colours)].slice(0, MAX_SAVED_TEXT_COLOURS);
}

/** The saved custom colours, newest first; corrupt content reads as none. */
export function readSavedTextColours(storage: KeyValueStorage | null | undefined): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readItem(storage, SAVED_TEXT_COLOURS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const colours = parsed.map((entry) => (typeof entry === 'string' ? storedTextColour(entry) : undefined));
  return newestFirst(colours.filter((colour): colour is string => colour !== undefined));
}

/**
 * Puts `colour` first among the saved colours (moving it if already there, dropping the oldest past 5)
 * and answers the new list, also when the write is refused. A colour that is not hex changes nothing.
 */
export function saveTextColour(storage: KeyValueStorage | null | undefined, colour: string): string[] {
  const saved = readSavedTextColours(storage);
  const normalised = storedTextColour(colour);
  if (!normalised) return saved;
  const colours = newestFirst([normalised, ...saved]);
  writeItem(storage, SAVED_TEXT_COLOURS_KEY, JSON.stringify(colours));
  return colours;
}
