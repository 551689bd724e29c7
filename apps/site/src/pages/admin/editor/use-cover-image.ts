import type { CoverUploaderStatus } from '@pupitre/ui/fragments';
import { useEffect, useMemo, useRef, useState } from 'react';
import { compressCover } from '../../../editor/cover/compress-cover';
import { browserCoverStore, type CoverStore } from '../../../editor/drafts/cover-store';
import type { LocalDraft } from '../../../editor/drafts/local-draft';
import { newTabId } from '../../../editor/drafts/tab-identity';

export const COVER_READY = 'Imagen de portada lista';
/** accounts-admin §9: messages hide after 3 s, image errors after 5 s. */
export const COVER_SUCCESS_MS = 3000;
export const COVER_ERROR_MS = 5000;
/** Said when this browser will not keep a new cover for the recovery copy (no IndexedDB, or it refused). */
export const COVER_NOT_KEPT =
  'La portada no cabe en la copia de este navegador; guarda el borrador para no perderla.';

/**
 * Whether the recovery copy can bring the cover back: 'kept' (a link, none, or IndexedDB holds the
 * new image), 'pending' while IndexedDB writes it, 'not-kept' when it refused (say COVER_NOT_KEPT).
 */
export type CoverCopyStatus = 'kept' | 'pending' | 'not-kept';

const isDataUrl = (image: string | null): image is string => image?.startsWith('data:') ?? false;

export interface CoverImage {
  /** What the post will send as Imagen_portada: its stored link, a new image's data URL, or null. */
  image: string | null;
  status: CoverUploaderStatus;
  select(file: File): void;
  remove(): void;
  /** Sets the cover without a message (an import, a restored copy). */
  set(image: string | null): void;
  /** The cover's part of the recovery copy: its link, or the id of the new image kept in IndexedDB. */
  inCopy: Pick<LocalDraft, 'coverImage' | 'coverCopy'>;
  copyStatus: CoverCopyStatus;
}

export function useCoverImage(
  initial: string | null,
  onEdit: () => void,
  store: CoverStore = browserCoverStore(),
): CoverImage {
  const [image, setImage] = useState(initial);
  const [status, setStatus] = useState<CoverUploaderStatus>({ kind: 'idle' });
  const attempt = useRef(0);
  // A new image is written to IndexedDB once, under an id of its own; the copy names only the id.
  const copyId = useMemo(() => (isDataUrl(image) ? newTabId() : undefined), [image]);
  const [stored, setStored] = useState<{ id: string; kept: boolean }>();
  const lastStored = useRef<string>(undefined);

  useEffect(() => {
    const previous = lastStored.current;
    lastStored.current = copyId;
    if (previous && previous !== copyId) store.remove(previous).catch(() => {});
    if (!copyId || !isDataUrl(image)) return;
    let current = true;
    store.put(copyId, image).then(
      () => current && setStored({ id: copyId, kept: true }),
      () => {
        if (!current) return;
        setStored({ id: copyId, kept: false });
        setStatus({ kind: 'error', message: COVER_NOT_KEPT });
      },
    );
    return () => {
      current = false;
    };
  }, [copyId, image, store]);

  useEffect(() => {
    if (status.kind !== 'success' && status.kind !== 'error') return;
    const timer = setTimeout(
      () => setStatus({ kind: 'idle' }),
      status.kind === 'success' ? COVER_SUCCESS_MS : COVER_ERROR_MS,
    );
    return () => clearTimeout(timer);
  }, [status]);

  return {
    image,
    status,
    select: (file) => {
      const current = ++attempt.current;
      setStatus({ kind: 'converting' });
      compressCover(file).then(
        (dataUrl) => {
          if (current !== attempt.current) return;
          setImage(dataUrl);
          setStatus({ kind: 'success', message: COVER_READY });
          onEdit();
        },
        (error: unknown) => {
          if (current !== attempt.current) return;
          setStatus({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    remove: () => {
      attempt.current += 1;
      setImage(null);
      setStatus({ kind: 'idle' });
      onEdit();
    },
    set: setImage,
    ...coverCopy(image, copyId, stored),
  };
}

function coverCopy(
  image: string | null,
  copyId: string | undefined,
  stored: { id: string; kept: boolean } | undefined,
): Pick<CoverImage, 'inCopy' | 'copyStatus'> {
  if (!isDataUrl(image) || !copyId) return { inCopy: { coverImage: image }, copyStatus: 'kept' };
  if (stored?.id !== copyId) return { inCopy: { coverCopy: copyId }, copyStatus: 'pending' };
  return stored.kept
    ? { inCopy: { coverCopy: copyId }, copyStatus: 'kept' }
    : { inCopy: {}, copyStatus: 'not-kept' };
}
