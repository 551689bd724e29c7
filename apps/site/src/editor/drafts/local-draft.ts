import { z } from 'zod';
import { editorModes } from '../transfer/export-state';
import { type KeyValueStorage, readItem, removeItem, writeItem } from './browser-storage';

const localDraftSchema = z.object({
  savedAt: z.iso.datetime({ offset: true }),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  html: z.string(),
  mode: z.enum(editorModes),
  /** The cover as a link, or null for none; absent when the copy does not hold it. */
  coverImage: z.string().nullish(),
  /** The id of the cover kept in IndexedDB (a new image's data URL is too big to rewrite as one types). */
  coverCopy: z.string().optional(),
});

/** What autosave keeps in the browser: before a draft has a server id, and as a crash copy after. */
export type LocalDraft = z.infer<typeof localDraftSchema>;

/** How a save went: a cover (of older copies, which held it inline) too big for the quota is left out so the words are still kept. */
export type LocalDraftSaveResult = 'saved' | 'saved-without-cover' | 'failed';

export function saveLocalDraft(
  storage: KeyValueStorage | null | undefined,
  key: string,
  snapshot: LocalDraft,
): LocalDraftSaveResult {
  if (writeItem(storage, key, JSON.stringify(snapshot))) return 'saved';
  if (!snapshot.coverImage) return 'failed';
  const { coverImage: _left, ...withoutCover } = snapshot;
  return writeItem(storage, key, JSON.stringify(withoutCover)) ? 'saved-without-cover' : 'failed';
}

/** The copy under `key`, or undefined; an entry that is not a valid copy is removed. */
export function readLocalDraft(
  storage: KeyValueStorage | null | undefined,
  key: string,
): LocalDraft | undefined {
  const text = readItem(storage, key);
  if (text === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const result = localDraftSchema.safeParse(parsed);
  if (result.success) return result.data;
  removeItem(storage, key);
  return undefined;
}

export function clearLocalDraft(storage: KeyValueStorage | null | undefined, key: string): void {
  removeItem(storage, key);
}

/** Moves a copy to another key, keeping it under `from` when `to` refuses it; false when nothing moved. */
export function moveLocalDraft(
  storage: KeyValueStorage | null | undefined,
  from: string,
  to: string,
): boolean {
  const text = readItem(storage, from);
  if (text === null || !writeItem(storage, to, text)) return false;
  removeItem(storage, from);
  return true;
}
