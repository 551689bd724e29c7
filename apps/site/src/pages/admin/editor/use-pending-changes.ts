import type { Post, Revision } from '@pupitre/data';
import { useState } from 'react';
import { useRevision, useRevisions } from '../../../queries/post-revisions';

/** The kinds of save that wait in the history for "Actualizar" on a published or scheduled post. */
const waitingKinds = new Set(['autosave', 'changes', 'restore']);

/**
 * Changes of a published or scheduled post kept on the server but not applied (saved on another device,
 * or before the tab closed): offered back when the editor opens, since the post itself shows the
 * version on the site. Asked only while `waits`; ignoring the offer leaves them in the history.
 */
export function usePendingChanges(post: Post | undefined, waits: boolean) {
  const [answered, setAnswered] = useState(false);
  const active = post !== undefined && waits && !answered;
  const history = useRevisions(post?.id ?? 0, active);
  const newest = history.data?.pages[0]?.[0];
  const since = post?.fechaModificacion ? Date.parse(post.fechaModificacion) : 0;
  const pending =
    active && newest && waitingKinds.has(newest.kind) && Date.parse(newest.fecha) > since
      ? newest
      : undefined;
  const version = useRevision(post?.id ?? 0, pending?.id ?? 0, pending !== undefined);
  return {
    offer: pending && version.data ? (version.data as Revision) : undefined,
    answer: () => setAnswered(true),
  };
}
