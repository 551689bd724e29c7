import { useState } from 'react';
import { useOptionalBrand } from '../../providers/BrandProvider';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;

/** The spec's rule: empty, the text 'null' or fewer than 30 characters cannot be an image source. */
export function isShowableAvatar(source: string | null | undefined): source is string {
  const text = source?.trim() ?? '';
  return text !== '' && text !== 'null' && text.length >= 30;
}

export interface AvatarProps {
  /** The picture; a missing, too short or broken source shows `fallbackSrc` instead. */
  src?: string | null;
  /** Whose picture it is: the accessible name; empty when a name is printed beside it. */
  alt: string;
  /** sm, md (default) or lg. */
  size?: (typeof avatarSizes)[number];
  /** Shown instead of a missing or broken image; the brand logo by default. */
  fallbackSrc?: string;
}

export function Avatar({ src, alt, size = 'md', fallbackSrc }: AvatarProps) {
  const brand = useOptionalBrand();
  const fallback = fallbackSrc ?? brand?.logoSrc ?? '';
  const [broken, setBroken] = useState(false);
  const shown = !broken && isShowableAvatar(src) ? src : fallback;
  if (!shown) {
    // Without a brand logo there is nothing to load: a neutral disc instead of an empty src.
    const className = `${styles.avatar} ${styles.size[size]} ${styles.blank}`;
    return alt ? (
      <span className={className} role="img" aria-label={alt} />
    ) : (
      <span className={className} aria-hidden="true" />
    );
  }
  return (
    <img
      className={`${styles.avatar} ${styles.size[size]}`}
      src={shown}
      alt={alt}
      onError={() => setBroken(true)}
      decoding="async"
    />
  );
}
