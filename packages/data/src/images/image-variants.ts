/**
 * The scaled copies the API serves of a stored image: `/api/imagenes/{id}?ancho=800&formato=webp`.
 * A fixed set of widths, so a page cannot make the server encode and keep a copy per pixel.
 */
export const IMAGE_VARIANT_WIDTHS = [480, 800, 1200] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** Best first: a browser takes the first `<source>` whose type it can decode. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

export const IMAGE_VARIANT_TYPES: Record<ImageVariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** One `<source>` of a `<picture>`. */
export interface ImageSource {
  type: string;
  srcSet: string;
}

const STORED_IMAGE = /\/api\/imagenes\/\d+$/;

export function imageVariantUrl(url: string, width: ImageVariantWidth, format: ImageVariantFormat): string {
  return `${url}?ancho=${width}&formato=${format}`;
}

/**
 * The `<source>` list for an image the API stores; nothing for any other address (a demo file, an
 * outside link), which is shown as it is.
 */
export function imageVariantSources(url: string | null | undefined): ImageSource[] | undefined {
  if (!url || !STORED_IMAGE.test(url)) return undefined;
  return IMAGE_VARIANT_FORMATS.map((format) => ({
    type: IMAGE_VARIANT_TYPES[format],
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width, format)} ${width}w`).join(
      ', ',
    ),
  }));
}
