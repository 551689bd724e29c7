import type { ImgHTMLAttributes } from 'react';

export type DecorativeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'alt'>;

/**
 * A picture that adds nothing a screen reader needs (the text beside it names the content):
 * empty alt, loaded lazily and decoded off the main thread unless told otherwise.
 */
export function DecorativeImage(props: DecorativeImageProps) {
  return <img alt="" loading="lazy" decoding="async" {...props} />;
}
