import {
  type KeyValueStorage,
  keysStartingWith,
  type ListedStorage,
  readItem,
  removeItem,
} from './browser-storage';
import {
  asideKeyPrefix,
  asideKeysPrefix,
  DRAFT_KEYS_PREFIX,
  draftDocOf,
  NEW_POST,
  NEW_POST_KEYS_PREFIX,
  parseDraftKey,
} from './draft-keys';
import { type LocalDraft, moveLocalDraft, readLocalDraft } from './local-draft';

/** A copy set aside to be offered back, under a key no autosave writes. */
export interface OfferedCopy {
  key: string;
  draft: LocalDraft;
}

/** Whether a copy is worth offering back: it has content the server lacks. */
export type WorthOffering = (draft: LocalDraft) => boolean;

/** Told of every copy dropped for holding nothing worth offering, so its cover can go too. */
export type OnDropped = (draft: LocalDraft) => void;

function freeAsideKey(
  storage: KeyValueStorage | null | undefined,
  doc: string,
  tab: string,
  draft: LocalDraft,
) {
  const base = `${asideKeyPrefix(doc, tab)}${new Date(draft.savedAt).getTime().toString(36)}`;
  let key = base;
  for (let n = 1; readItem(storage, key) !== null; n += 1) key = `${base}-${n}`;
  return key;
}

/**
 * Sets this editor's own copy aside before autosave can write over it: run when the editor opens,
 * before the author types. Answers the key it went to.
 */
export function setAsideWorkingCopy(
  storage: KeyValueStorage | null | undefined,
  workingKey: string,
  tab: string,
  worth: WorthOffering,
): string | undefined {
  const draft = readLocalDraft(storage, workingKey);
  if (!draft || !worth(draft)) return undefined;
  const key = freeAsideKey(storage, draftDocOf(workingKey), tab, draft);
  return moveLocalDraft(storage, workingKey, key) ? key : undefined;
}

/** Every key holding a copy of `doc` that belongs to a tab: new posts' own copies, and asides. */
function tabKeys(storage: ListedStorage | null | undefined, doc: string) {
  const keys = [
    ...(doc === NEW_POST ? keysStartingWith(storage, NEW_POST_KEYS_PREFIX) : []),
    ...keysStartingWith(storage, asideKeysPrefix(doc)),
  ];
  return keys.flatMap((key) => {
    const parsed = parseDraftKey(key);
    return parsed?.doc === doc && parsed.tab !== undefined ? [{ key, tab: parsed.tab }] : [];
  });
}

/** The tabs besides `tab` that left copies of `doc`; '' stands for the copy all new posts once shared. */
export function otherTabsWithCopies(
  storage: ListedStorage | null | undefined,
  doc: string,
  tab: string,
): string[] {
  return [...new Set(tabKeys(storage, doc).map((entry) => entry.tab))].filter((other) => other !== tab);
}

/**
 * Takes over the copies of `doc` a tab that is gone left: those worth offering go into `to`'s
 * asides, the rest are removed. Only for a tab whose lock `to` holds (see TabLocks.claimIfGone).
 */
export function adoptCopies(
  storage: ListedStorage | null | undefined,
  doc: string,
  from: string,
  to: string,
  worth: WorthOffering,
  onDropped?: OnDropped,
): void {
  for (const { key, tab } of tabKeys(storage, doc)) {
    if (tab !== from) continue;
    const draft = readLocalDraft(storage, key);
    if (!draft) continue;
    if (worth(draft)) moveLocalDraft(storage, key, freeAsideKey(storage, doc, to, draft));
    else {
      removeItem(storage, key);
      onDropped?.(draft);
    }
  }
}

/** This tab's asides of `doc`, newest first; those no longer worth offering are removed. */
export function asideCopies(
  storage: ListedStorage | null | undefined,
  doc: string,
  tab: string,
  worth: WorthOffering,
  onDropped?: OnDropped,
): OfferedCopy[] {
  const offers: OfferedCopy[] = [];
  for (const key of keysStartingWith(storage, asideKeyPrefix(doc, tab))) {
    const draft = readLocalDraft(storage, key);
    if (!draft) continue;
    if (worth(draft)) offers.push({ key, draft });
    else {
      removeItem(storage, key);
      onDropped?.(draft);
    }
  }
  return offers.sort((a, b) => Date.parse(b.draft.savedAt) - Date.parse(a.draft.savedAt));
}

/** Recuperar: the copy becomes the editor's own again, so it is kept until autosave writes the next. */
export function acceptOffer(
  storage: KeyValueStorage | null | undefined,
  offerKey: string,
  workingKey: string,
) {
  moveLocalDraft(storage, offerKey, workingKey);
}

/** Descartar: the copy is removed; answers it, so its cover can go too. */
export function discardOffer(
  storage: KeyValueStorage | null | undefined,
  offerKey: string,
): LocalDraft | undefined {
  const draft = readLocalDraft(storage, offerKey);
  removeItem(storage, offerKey);
  return draft;
}

/** The covers in IndexedDB some copy still points at. */
export function coversInUse(storage: ListedStorage | null | undefined): Set<string> {
  const ids = new Set<string>();
  for (const key of keysStartingWith(storage, DRAFT_KEYS_PREFIX)) {
    const id = readLocalDraft(storage, key)?.coverCopy;
    if (id) ids.add(id);
  }
  return ids;
}
