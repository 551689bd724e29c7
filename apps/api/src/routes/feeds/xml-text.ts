// XML 1.0 allows only these characters: C0 controls other than tab and line breaks, lone surrogates and
// U+FFFE/U+FFFF make a document ill-formed, and the API accepts titles containing them.
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The text without the characters XML cannot carry. */
export function xmlCharacters(text: string): string {
  return text.replace(NOT_XML_CHARACTER, '');
}

/** Text safe in XML content and in quoted attributes; the same escapes make plain text safe in HTML. */
export function escapeXml(text: string): string {
  return xmlCharacters(text).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
