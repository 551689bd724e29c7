import type { FormattedText, InlineNode, MarkName } from '../model';
import { escapeAttribute, escapeText } from './escape-html';
import { isAllowedLinkUrl } from './url-policy';
import { spacesNeedingNbsp } from './whitespace';

/** Outermost first: one fixed nesting, so equal documents give equal HTML. */
const MARK_TAGS: readonly [MarkName, string][] = [
  ['bold', 'strong'],
  ['italic', 'em'],
  ['underline', 'u'],
  ['strikethrough', 's'],
  ['code', 'code'],
  ['superscript', 'sup'],
  ['subscript', 'sub'],
];

/** The content of a paragraph, heading, quote or list item. */
export function inlinesToHtml(nodes: readonly InlineNode[]): string {
  const texts = nodes.flatMap((node) => ('type' in node ? node.children : [node]));
  const text = texts.map((leaf) => leaf.text).join('');
  const nbsp = spacesNeedingNbsp(text);
  let offset = 0;
  const leafToHtml = (leaf: FormattedText) => {
    const html = wrapInMarks(leaf, encodeText(leaf.text, offset, nbsp));
    offset += leaf.text.length;
    return html;
  };
  const html = nodes
    .map((node) => {
      if (!('type' in node)) return leafToHtml(node);
      const content = node.children.map(leafToHtml).join('');
      if (!content || !isAllowedLinkUrl(node.url)) return content;
      const newTab = node.newTab ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeAttribute(node.url)}"${newTab}>${content}</a>`;
    })
    .join('');
  // A block's last <br> shows nothing: an empty or break-ended block needs one more to show its last line.
  return text === '' || text.endsWith('\n') ? `${html}<br>` : html;
}

// Escapes the text between line breaks and &nbsp; in whole runs: one call a character made a long
// post's copy (written every 300 ms while typing) cost tens of milliseconds.
function encodeText(text: string, offset: number, nbsp: ReadonlySet<number>): string {
  let html = '';
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const special = text[index] === '\n' ? '<br>' : nbsp.has(offset + index) ? '&nbsp;' : undefined;
    if (special === undefined) continue;
    html += escapeText(text.slice(start, index)) + special;
    start = index + 1;
  }
  return html + escapeText(text.slice(start));
}

function wrapInMarks(leaf: FormattedText, html: string): string {
  if (!html) return html;
  const styles = [
    leaf.color ? `color:${leaf.color}` : '',
    leaf.fontSize ? `font-size:${leaf.fontSize}px` : '',
  ].filter(Boolean);
  let wrapped = styles.length ? `<span style="${escapeAttribute(styles.join(';'))}">${html}</span>` : html;
  for (const [mark, tag] of [...MARK_TAGS].reverse()) {
    if (leaf[mark]) wrapped = `<${tag}>${wrapped}</${tag}>`;
  }
  return wrapped;
}
