import { escapeXml, xmlCharacters } from './xml-text';

/*
 * The `feed` package writes its XML through xml-js, which has two quirks these adapters undo:
 * - in text, it turns `&amp;` back into `&` before escaping, so a literal "&amp;" would lose its
 *   letters; doubling every `&` first makes the round trip exact;
 * - in CDATA (titles, descriptions) it splits only the first `]]>`, so a second one would close the
 *   section early and let the rest be read as markup; no `]]>` reaches it.
 */

/** A value feed writes as text (author names, category names). */
export function feedText(text: string): string {
  return xmlCharacters(text).replaceAll('&', '&amp;');
}

/** A plain-text value feed writes as CDATA, shown by readers as text (the item title). */
export function feedCdataText(text: string): string {
  return xmlCharacters(text).replaceAll(']]>', ']]&gt;');
}

/**
 * Plain text for an RSS description, which readers render as HTML: escaped, so a summary that mentions
 * `<b>` shows those characters instead of bold text. Escaping also leaves no `]]>`.
 */
export function feedCdataHtml(text: string): string {
  return escapeXml(text);
}
