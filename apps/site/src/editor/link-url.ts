import { isAllowedLinkUrl } from './serialise/url-policy';

export const LINK_URL_MISSING = 'Escribe la dirección del enlace';
export const LINK_URL_NOT_ALLOWED =
  'Solo se permiten enlaces web (http o https), de correo (mailto) o de teléfono (tel)';

/** A host with at least one dot, an optional port, then a path, query, fragment or the end. */
const BARE_DOMAIN = /^(?:[^\s/?#:@.]+\.)+[^\s/?#:@.]+(?::\d+)?(?:[/?#]|$)/u;

/** The address as it will be saved: trimmed, and 'example.com/x' completed to 'https://example.com/x'. */
export function normaliseLinkUrl(url: string): string {
  const trimmed = url.trim();
  return BARE_DOMAIN.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/**
 * What is wrong with a link address the writer typed, or undefined when it can be used. Checks the
 * address normaliseLinkUrl makes of it, against the schemes the server's sanitiser keeps.
 */
export function linkUrlProblem(url: string): string | undefined {
  const normalised = normaliseLinkUrl(url);
  if (normalised === '') return LINK_URL_MISSING;
  return isAllowedLinkUrl(normalised) ? undefined : LINK_URL_NOT_ALLOWED;
}
