import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Keeps the shape of what will load, e.g. '16 / 9' for a cover. */
  aspectRatio?: CSSProperties['aspectRatio'];
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
