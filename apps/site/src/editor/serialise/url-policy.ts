/** Which addresses a post may link to or show: the server's sanitiser allows the same schemes. */

const ROOT_RELATIVE = /^\/(?![/\\])/;
const LINK_SCHEME = /^(https?|mailto|tel):/i;
const IMAGE_SCHEME = /^(https?:|data:image\/)/i;

export function isAllowedLinkUrl(url: string): boolean {
  return !hasControlCharacter(url) && (LINK_SCHEME.test(url) || ROOT_RELATIVE.test(url));
}

export function isAllowedImageSource(src: string): boolean {
  return !hasControlCharacter(src) && (IMAGE_SCHEME.test(src) || ROOT_RELATIVE.test(src));
}

// Browsers drop tabs and newlines inside URLs, so "/\t/evil.example" would become protocol-relative.
function hasControlCharacter(url: string): boolean {
  return [...url].some((char) => char < ' ' || char === '\u007f');
}
