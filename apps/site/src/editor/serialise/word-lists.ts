import type { ListElement, ListItemElement, ListType } from '../model';
import { parseStyle } from './css-values';

/** Word writes a list's bullet or number as text inside <span style="mso-list:Ignore">. */
export function isWordListMarker(element: Element): boolean {
  return parseStyle(element.getAttribute('style')).get('mso-list')?.toLowerCase() === 'ignore';
}

/** A paragraph Word wrote for a list item (style "mso-list:l0 level1 lfo1"). */
export function isWordListParagraph(element: Element): boolean {
  const list = parseStyle(element.getAttribute('style')).get('mso-list');
  return list !== undefined && list.toLowerCase() !== 'ignore';
}

/** How deep Word put the item: "level2" is an item of a list nested once. */
export function wordListLevel(paragraph: Element): number {
  const list = parseStyle(paragraph.getAttribute('style')).get('mso-list') ?? '';
  const level = Number(/\blevel(\d+)/i.exec(list)?.[1] ?? 1);
  return Math.max(level, 1);
}

/** Word numbers items with "1.", "a)" or "iv."; bullets are symbols such as "·", "o" or "§". */
export function isWordNumberedItem(paragraph: Element): boolean {
  const marker = [...paragraph.querySelectorAll('[style]')]
    .filter(isWordListMarker)
    .map((element) => element.textContent ?? '')
    .join('');
  return /^\s*\(?([0-9]+|[a-z]|[ivxlcdm]+)[.)]/i.test(marker);
}

/**
 * The lists open while Word's list paragraphs are read, outermost first: Word writes every item as a
 * paragraph of its own with its level, never one list inside another as HTML does.
 */
export type OpenWordLists = ListElement[];

/**
 * Adds an item at its level and says which new outermost list it started, if it did. A level deeper
 * than one below the last item's (Word can skip levels, HTML cannot) is read as one below it; a copy
 * that starts deeper than the first level starts at the first.
 */
export function addWordListItem(
  open: OpenWordLists,
  item: ListItemElement,
  level: number,
  type: ListType,
): ListElement | undefined {
  const depth = Math.min(level, open.length + 1);
  open.splice(depth);
  let list = open[depth - 1];
  if (list?.type !== type) {
    const outer = open[depth - 2];
    list = { type, children: [] };
    // A different kind at the first level is a new list; deeper, a new list under the same item.
    if (outer) outer.children.push(list);
    open.splice(depth - 1, 1, list);
    list.children.push(item);
    return outer ? undefined : list;
  }
  list.children.push(item);
  return undefined;
}
