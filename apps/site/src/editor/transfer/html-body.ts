const WHOLE_DOCUMENT = /<(?:!doctype|html|head|body)[\s>]/i;

/**
 * The post body inside an imported HTML file: for a whole page (such as an export) the body's inner
 * HTML, otherwise the text as it is. Parsing a page needs the browser's DOMParser.
 */
export function htmlBodyOf(text: string): string {
  if (!WHOLE_DOCUMENT.test(text)) return text;
  return new DOMParser().parseFromString(text, 'text/html').body.innerHTML.trim();
}
