// Anchored and without nested quantifiers: one pass over the tag, however long its data URL is.
const IMG_TAG = /^<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const OUR_IMAGE_WITH_QUERY = /^((?:https?:\/\/[^/?#]+)?\/api\/imagenes\/\d+)\?[^#]*$/;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The spec lets a client send the cover as an `<img>` tag (the seeds' client sends the body's first
 * picture when there is no cover): its `src` is the cover, a data URL or one of our image addresses.
 * Anything that is not such a tag comes back unchanged.
 */
export function coverFromImgTag(cover: string): string {
  const match = IMG_TAG.exec(cover);
  if (!match) return cover;
  const source = (match[1] ?? match[2] ?? match[3] ?? '')
    .replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => entities[entity] ?? entity)
    .trim();
  // A variant of one of our images (`?w=800&f=webp`) names the same stored image.
  return source.replace(OUR_IMAGE_WITH_QUERY, '$1');
}
