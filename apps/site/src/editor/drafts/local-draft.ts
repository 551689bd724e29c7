import { z } from 'zod';
import { editorModes } from '../transfer/export-state';
import { type KeyValueStorage, readItem, removeItem, writeItem } from './browser-storage';

/** Where a post's recovery copy lives: 'pupitre:editor:nuevo' until it has a server id. */
export const NEW_POST_DRAFT_KEY = 'pupitre:editor:nuevo';

export function localDraftKey(postId?: number | string | null): string {
  return postId === undefined || postId === null || postId === ''
    ? NEW_POST_DRAFT_KEY
    : `pupitre:editor:${postId}`;
}

const localDraftSchema = z.object({
  savedAt: z.iso.datetime({ offset: true }),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  html: z.string(),
  mode: z.enum(editorModes),
  coverImage: z.string().nullish(),
});

/** What autosave keeps in the browser: before a draft has a server id, and as a crash copy after. */
export type LocalDraft = z.infer<typeof localDraftSchema>;

/** How a save went: a cover too big for the quota is left out so the words are still kept. */
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
