import { useState } from 'react';
import type { PictureSource } from '../../content/post-view';

export interface ImageFallback {
  /** Whether the post has an image source at all (empty or missing means no). */
  hasImage: boolean;
  /** The source to render: the post's own, or the fallback once that one failed to load. */
  src: string;
  /** The source's copies, until it failed: the fallback has none. */
  sources: PictureSource[] | undefined;
  onError(): void;
}

/**
 * Swaps a cover image for a fallback when it fails to load. The failure is remembered per source, so a
 * new source gets a fresh try without an effect resetting state.
 */
export function useImageFallback(
  source: string | null | undefined,
  fallback: string,
  sources?: PictureSource[],
): ImageFallback {
  const wanted = source?.trim() ?? '';
  const [failed, setFailed] = useState<string | null>(null);
  const broken = wanted !== '' && failed === wanted;
  return {
    hasImage: wanted !== '',
    src: wanted !== '' && !broken ? wanted : fallback,
    sources: wanted !== '' && !broken ? sources : undefined,
    onError: () => {
      if (wanted !== '') setFailed(wanted);
    },
  };
}
