/**
 * The API answers avatars as short root-relative paths ('/api/imagenes/4'), which the spec's avatar rule
 * (fewer than 30 characters means "no image") would replace with the logo: an absolute URL keeps them.
 */
export function displayableAvatar(source: string | null, origin: string): string | null {
  if (source === null || !source.startsWith('/') || source.startsWith('//')) return source;
  return new URL(source, origin).href;
}
