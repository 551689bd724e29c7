import { isHtmlBlank } from '../editor-mode';
import type { CoverStore } from './cover-store';
import type { LocalDraft } from './local-draft';

/** A category alone is not content: the form always has one. Runs in the browser (DOMParser). */
export function localDraftHasContent(draft: LocalDraft): boolean {
  return (
    draft.title.trim() !== '' ||
    draft.summary.trim() !== '' ||
    Boolean(draft.coverImage) ||
    Boolean(draft.coverCopy) ||
    !isHtmlBlank(draft.html)
  );
}

/**
 * Whether to offer the local copy back: it has content and was saved after the server's version.
 * Without a server version (a new post), or with a date that does not parse, content is enough.
 */
export function isWorthRestoring(local: LocalDraft, serverModifiedAt?: string | Date | null): boolean {
  if (!localDraftHasContent(local)) return false;
  if (serverModifiedAt === undefined || serverModifiedAt === null) return true;
  const server = new Date(serverModifiedAt).getTime();
  if (Number.isNaN(server)) return true;
  return new Date(local.savedAt).getTime() > server;
}

/** The copy with its cover back from IndexedDB; without it when the cover is gone or unreadable. */
export async function withStoredCover(draft: LocalDraft, covers: CoverStore): Promise<LocalDraft> {
  if (!draft.coverCopy) return draft;
  const dataUrl = await covers.get(draft.coverCopy).catch(() => undefined);
  return dataUrl ? { ...draft, coverImage: dataUrl } : draft;
}
