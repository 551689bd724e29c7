import { isHtmlBlank } from '../editor-mode';
import { escapeAttribute } from '../serialise/escape-html';
import { htmlToDocument } from '../serialise/from-html';
import { documentToHtml } from '../serialise/to-html';

// Stands for a table while the rest is read as a paste: private-use characters no clipboard holds.
const MARK = '\uE000';
const PLACEHOLDER = new RegExp(`(?:<p>)?${MARK}(\\d+)${MARK}(?:</p>)?`, 'g');

/** Whether rich text on the clipboard holds a table, which HTML mode keeps as markup. */
export function holdsTable(html: string): boolean {
  return /<table[\s>]/i.test(html);
}

/**
 * Rich text pasted into HTML mode, as the markup of a post: what the simple editor would keep of it
 * (headings, lists, emphasis, superscripts, links; no looks, scripts or images), plus its tables,
 * written plainly: rows in their sections, header cells, spans, each cell's content read the same way.
 */
export function pastedMarkup(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const tables: string[] = [];
  for (const table of body.querySelectorAll('table')) {
    if (table.parentElement?.closest('table')) continue;
    const placeholder = body.ownerDocument.createElement('p');
    placeholder.textContent = `${MARK}${tables.length}${MARK}`;
    tables.push(tableMarkup(table));
    table.replaceWith(placeholder);
  }
  const markup = documentToHtml(htmlToDocument(body.innerHTML, { forPaste: true }));
  const withTables = markup.replace(PLACEHOLDER, (_, index: string) => tables[Number(index)] ?? '');
  return isHtmlBlank(withTables) ? '' : withTables;
}

function tableMarkup(table: Element): string {
  const sections = { thead: [] as string[], tbody: [] as string[], tfoot: [] as string[] };
  for (const row of (table as HTMLTableElement).rows) {
    const section = row.parentElement?.localName;
    const cells = [...row.cells].map(cellMarkup).join('');
    (section === 'thead' || section === 'tfoot' ? sections[section] : sections.tbody).push(
      `<tr>${cells}</tr>`,
    );
  }
  const caption = (table as HTMLTableElement).caption;
  const lines = ['<table>'];
  if (caption) lines.push(`<caption>${inlineMarkup(caption)}</caption>`);
  for (const [section, rows] of Object.entries(sections)) {
    if (rows.length) lines.push(`<${section}>`, ...rows, `</${section}>`);
  }
  lines.push('</table>');
  return lines.join('\n');
}

function cellMarkup(cell: HTMLTableCellElement): string {
  const tag = cell.localName === 'th' ? 'th' : 'td';
  const spans = (['colspan', 'rowspan'] as const)
    .filter((name) => Number(cell.getAttribute(name)) > 1)
    .map((name) => ` ${name}="${escapeAttribute(cell.getAttribute(name) ?? '')}"`)
    .join('');
  return `<${tag}${spans}>${inlineMarkup(cell)}</${tag}>`;
}

/** A cell's content: one paragraph goes in without its <p>, as tables are usually written. */
function inlineMarkup(element: Element): string {
  const markup = pastedMarkup(element.innerHTML);
  return /^<p>.*<\/p>$/.test(markup) && !markup.includes('\n') ? markup.slice(3, -4) : markup;
}
