import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** The width of what will load; the whole line by default. */
  width?: CSSProperties['width'];
  /** The height of what will load; one line of text (1em) by default. */
  height?: CSSProperties['height'];
  /** Keeps the shape of what will load, e.g. '16 / 9' for a cover. */
  aspectRatio?: CSSProperties['aspectRatio'];
  /** Its corners, matching what will load (a round avatar, a card's corners). */
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/** A placeholder of the size of content still loading; hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1em', aspectRatio, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.skeleton, className].filter(Boolean).join(' ')}
      style={{ width, height: aspectRatio ? undefined : height, aspectRatio, borderRadius: radius }}
    />
  );
}
