import { storedImageId, storedImageUrl } from '../../images/image-store';

/** The root-relative link an export writes for an image: it names the image wherever the file goes. */
export const exportedImageLink = (id: number) => storedImageUrl('', id);

/**
 * Rewrites every `src` of `html` that names one of our stored images (root-relative, or absolute on
 * `publicUrl`) through `relink`; other sources stay as they are. Bodies are stored sanitised, so every
 * attribute is double-quoted and the HTML itself is left byte for byte as it was.
 */
export function relinkImages(
  html: string,
  publicUrl: string,
  relink: (id: number) => number | undefined,
): string {
  return html.replace(/(\ssrc=")([^"]*)(")/g, (whole, open: string, link: string, close: string) => {
    const id = storedImageId(publicUrl, link.trim());
    if (id === undefined) return whole;
    const target = relink(id);
    return target === undefined ? whole : `${open}${exportedImageLink(target)}${close}`;
  });
}

/** The image a cover link of an export names, if it is one of ours. */
export const linkedImageId = (link: string | null) => (link === null ? undefined : storedImageId('', link));
