import sanitizeHtml from 'sanitize-html';
import { storedImageId } from './image-store';

/** The ids of our stored images that a post body shows in `<img src>`, each once, in order of first use. */
export function bodyImageIds(publicUrl: string, html: string): number[] {
  const ids = new Set<number>();
  // sanitize-html serves only as the HTML parser: its output is thrown away, the hook sees every image.
  sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: false,
    transformTags: {
      img: (tagName, attribs) => {
        const id = storedImageId(publicUrl, attribs.src?.trim() ?? '');
        if (id !== undefined) ids.add(id);
        return { tagName, attribs };
      },
    },
  });
  return [...ids];
}
