import type { Post } from '@pupitre/data';
import { useEffect, useRef, useState } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { browserCoverStore } from '../../../editor/drafts/cover-store';
import { draftDocOf } from '../../../editor/drafts/draft-keys';
import { findOffers } from '../../../editor/drafts/find-offers';
import type { LocalDraft } from '../../../editor/drafts/local-draft';
import {
  acceptOffer,
  coversInUse,
  discardOffer,
  type OfferedCopy,
  setAsideWorkingCopy,
} from '../../../editor/drafts/offered-copies';
import { isWorthRestoring } from '../../../editor/drafts/restore-draft';
import { thisTab } from '../../../editor/drafts/tab-identity';

/** The copy already holds nothing the server lacks: offering it back would only confuse. */
function sameAsServer(local: LocalDraft, post: Post): boolean {
  return (
    local.title === post.titulo &&
    local.html === post.contenido &&
    local.summary === (post.tieneResumen ? post.resumen : '') &&
    local.category === String(post.categorias[0]?.id ?? '')
  );
}

const worthFor = (post: Post | undefined) => (local: LocalDraft) =>
  !(post && sameAsServer(local, post)) && isWorthRestoring(local, post?.fechaModificacion);

/**
 * The copies this browser kept, offered back one at a time, newest first: this editor's own (a
 * reload, a crash), and those of new posts' tabs that are gone. An offer stays set aside, untouched
 * by autosave, until the author answers it.
 */
export function useDraftRestore(storageKey: string, post: Post | undefined) {
  const opening = useRef({ storageKey, post });
  // Before the first render ends, so not even a keystroke's copy can be written over it.
  useState(() => setAsideWorkingCopy(browserLocalStorage(), storageKey, thisTab().id(), worthFor(post)));
  const [offers, setOffers] = useState<OfferedCopy[]>([]);
  const workingKey = useRef(storageKey);
  workingKey.current = storageKey;

  useEffect(() => {
    let current = true;
    const tab = thisTab();
    const { storageKey: key, post: opened } = opening.current;
    tab.ready
      .then((id) =>
        findOffers({
          storage: browserLocalStorage(),
          doc: draftDocOf(key),
          tab: id,
          locks: tab.locks,
          worth: worthFor(opened),
          covers: browserCoverStore(),
        }),
      )
      .then((found) => current && setOffers(found));
    return () => {
      current = false;
    };
  }, []);

  const shown = offers[0];
  return {
    offer: shown?.draft,
    /** Recuperar: the copy is the editor's again; the others stay set aside for another time. */
    accept: () => {
      if (shown) acceptOffer(browserLocalStorage(), shown.key, workingKey.current);
      setOffers([]);
    },
    /** Descartar: the copy and its cover go; the next one, if any, is offered. */
    discard: () => {
      if (!shown) return;
      const storage = browserLocalStorage();
      const cover = discardOffer(storage, shown.key)?.coverCopy;
      if (cover && !coversInUse(storage).has(cover))
        browserCoverStore()
          .remove(cover)
          .catch(() => {});
      setOffers((all) => all.filter((offer) => offer.key !== shown.key));
    },
  };
}
