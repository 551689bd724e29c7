import type { ImgHTMLAttributes } from 'react';
import type { PictureSource } from '../content/post-view';
import * as styles from './DecorativeImage.css';

export interface DecorativeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'> {
  /** Modern-format copies, best first; each `srcSet` lists widths, chosen with `sizes`. */
  sources?: PictureSource[];
  /** The page's largest picture: fetched first and at once instead of lazily. */
  priority?: boolean;
}

/**
 * A picture that adds nothing a screen reader needs (the text beside it names the content):
 * empty alt, loaded lazily and decoded off the main thread unless it is the page's main picture.
 */
export function DecorativeImage({ sources, priority = false, sizes, ...props }: DecorativeImageProps) {
  const image = (
    <img
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      sizes={sources?.length ? undefined : sizes}
      {...props}
    />
  );
  if (!sources?.length) return image;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
