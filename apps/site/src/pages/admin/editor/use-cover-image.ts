import type { CoverUploaderStatus } from '@pupitre/ui/fragments';
import { useEffect, useRef, useState } from 'react';
import { compressCover } from '../../../editor/cover/compress-cover';

export const COVER_READY = 'Imagen de portada lista';
/** accounts-admin §9: messages hide after 3 s, image errors after 5 s. */
export const COVER_SUCCESS_MS = 3000;
export const COVER_ERROR_MS = 5000;

export interface CoverImage {
  /** What the post will send as Imagen_portada: its stored link, a new image's data URL, or null. */
  image: string | null;
  status: CoverUploaderStatus;
  select(file: File): void;
  remove(): void;
  /** Sets the cover without a message (an import, a restored copy). */
  set(image: string | null): void;
}

export function useCoverImage(initial: string | null, onEdit: () => void): CoverImage {
  const [image, setImage] = useState(initial);
  const [status, setStatus] = useState<CoverUploaderStatus>({ kind: 'idle' });
  const attempt = useRef(0);

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
  };
}
