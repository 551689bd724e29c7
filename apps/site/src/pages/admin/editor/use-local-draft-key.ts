import { useEffect, useRef, useSyncExternalStore } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { draftDocOf, localDraftKey, NEW_POST } from '../../../editor/drafts/draft-keys';
import { moveLocalDraft } from '../../../editor/drafts/local-draft';
import { thisTab } from '../../../editor/drafts/tab-identity';

const subscribe = (listener: () => void) => thisTab().subscribe(listener);
const tabId = () => thisTab().id();
// The server renders no copy: the key it names is never written.
const noTab = () => '';

/**
 * The key autosave writes this editor's copy under: one per tab for a new post, the post's own once
 * it has an id. When a new post gets its id its copy moves with it, so a crash right after still
 * finds it on the post's edit address.
 */
export function useLocalDraftKey(postId: number | undefined): string {
  const tab = useSyncExternalStore(subscribe, tabId, noTab);
  const key = localDraftKey(postId, tab);
  const previous = useRef(key);
  useEffect(() => {
    const from = previous.current;
    previous.current = key;
    if (from !== key && draftDocOf(from) === NEW_POST && draftDocOf(key) !== NEW_POST) {
      moveLocalDraft(browserLocalStorage(), from, key);
    }
  }, [key]);
  return key;
}
