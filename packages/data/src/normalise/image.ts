const IMG_SRC = /<img[^>]*\ssrc\s*=\s*["']([^"']+)["']/i;
const RAW_BASE64 = /^[A-Za-z0-9+/\s]+={0,2}$/;

/**
 * A usable image source from the forms a cover takes in the spec: an <img> tag, a data:image string,
 * raw base64 (treated as JPEG), a root-relative path (/assets/, /api/imagenes/...) or an http(s) URL.
 */
export function imageSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text === 'null') return null;
  const fromTag = IMG_SRC.exec(text)?.[1];
  if (fromTag) return imageSource(fromTag);
  if (/^data:image\/[a-z0-9.+-]+;base64,/i.test(text)) return text;
  if (/^https?:\/\//i.test(text)) return text;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  if (text.length >= 32 && RAW_BASE64.test(text)) return `data:image/jpeg;base64,${text.replace(/\s/g, '')}`;
  return null;
}
