import { useState } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { clearLocalDraft, type LocalDraft, readLocalDraft } from '../../../editor/drafts/local-draft';
import { isWorthRestoring } from '../../../editor/drafts/restore-draft';

/** The copy autosave left in this browser, offered back when it is newer than what the server has. */
export function useDraftRestore(storageKey: string, serverModifiedAt: string | null | undefined) {
  const [offer, setOffer] = useState<LocalDraft | undefined>(() => {
    const local = readLocalDraft(browserLocalStorage(), storageKey);
    return local && isWorthRestoring(local, serverModifiedAt) ? local : undefined;
  });
  return {
    offer,
    accept: () => setOffer(undefined),
    discard: () => {
      clearLocalDraft(browserLocalStorage(), storageKey);
      setOffer(undefined);
    },
  };
}
