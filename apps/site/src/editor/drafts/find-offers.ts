import type { ListedStorage } from './browser-storage';
import type { CoverStore } from './cover-store';
import type { LocalDraft } from './local-draft';
import {
  adoptCopies,
  asideCopies,
  coversInUse,
  type OfferedCopy,
  otherTabsWithCopies,
  type WorthOffering,
} from './offered-copies';
import { withStoredCover } from './restore-draft';
import type { TabLocks } from './tab-locks';

/** A cover no copy points at is removed this long after it was stored (a live tab may not have written its copy yet). */
export const COVER_SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

interface FindOffersOptions {
  storage: ListedStorage | null | undefined;
  /** The post's id, or 'nuevo'. */
  doc: string;
  /** This tab, once it holds its lock. */
  tab: string;
  locks: TabLocks;
  worth: WorthOffering;
  covers: CoverStore;
}

/**
 * The copies to offer in this tab's editor, newest first, with their covers back from IndexedDB:
 * those this tab set aside, and those of tabs that are gone (closed or crashed), which it takes
 * over. A live tab's copies are never touched.
 */
export async function findOffers({ storage, doc, tab, locks, worth, covers }: FindOffersOptions) {
  const dropCover = (draft: LocalDraft) => {
    const id = draft.coverCopy;
    if (id && !coversInUse(storage).has(id)) covers.remove(id).catch(() => {});
  };
  for (const other of otherTabsWithCopies(storage, doc, tab)) {
    await locks.claimIfGone(other, () => adoptCopies(storage, doc, other, tab, worth, dropCover));
  }
  const found = asideCopies(storage, doc, tab, worth, dropCover);
  covers.sweep(coversInUse(storage), COVER_SWEEP_AFTER_MS).catch(() => {});
  return Promise.all(
    found.map(
      async (offer): Promise<OfferedCopy> => ({
        ...offer,
        draft: await withStoredCover(offer.draft, covers),
      }),
    ),
  );
}
