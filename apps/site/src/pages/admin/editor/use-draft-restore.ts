import type { Post } from '@pupitre/data';
import { useState } from 'react';
import { browserLocalStorage } from '../../../editor/drafts/browser-storage';
import { clearLocalDraft, type LocalDraft, readLocalDraft } from '../../../editor/drafts/local-draft';
import { isWorthRestoring } from '../../../editor/drafts/restore-draft';

/** The copy already holds nothing the server lacks: offering it back would only confuse. */
function sameAsServer(local: LocalDraft, post: Post): boolean {
  return (
    local.title === post.titulo &&
    local.html === post.contenido &&
    local.summary === (post.tieneResumen ? post.resumen : '') &&
    local.category === String(post.categorias[0]?.id ?? '')
  );
}

/** The copy this browser kept, offered back when it is newer than what the server has. */
export function useDraftRestore(storageKey: string, post: Post | undefined) {
  const [offer, setOffer] = useState<LocalDraft | undefined>(() => {
    const local = readLocalDraft(browserLocalStorage(), storageKey);
    if (!local || (post && sameAsServer(local, post))) return undefined;
    return isWorthRestoring(local, post?.fechaModificacion) ? local : undefined;
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
