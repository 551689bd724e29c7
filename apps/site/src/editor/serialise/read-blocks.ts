import type { Alignment, BlockElement, ImageElement, ListElement, ListItemElement } from '../model';
import { breakRun, collectRuns, type InlineRun, textRun } from './collect-runs';
import { type ElementKind, elementKind, headingLevel } from './html-vocabulary';
import { contextInside, type InlineContext } from './inline-context';
import { runsAreVisible, runsToInlines } from './runs-to-inlines';
import { isAllowedImageSource } from './url-policy';
import {
  addWordListItem,
  isWordListParagraph,
  isWordNumberedItem,
  type OpenWordLists,
  wordListLevel,
} from './word-lists';

/** Blocks read so far and the inline content still waiting for its paragraph. */
interface Reading {
  blocks: BlockElement[];
  runs: InlineRun[];
  /** The lists open under each outermost list read from Word's list paragraphs. */
  wordLists: WeakMap<BlockElement, OpenWordLists>;
}

/** The blocks of an element's content; inline content between blocks becomes paragraphs. */
export function readBlocks(root: Element, context: InlineContext): BlockElement[] {
  const reading: Reading = { blocks: [], runs: [], wordLists: new WeakMap() };
  walk(root, context, reading);
  endParagraph(reading, context.align);
  return reading.blocks;
}

function walk(parent: Element, context: InlineContext, reading: Reading) {
  for (const child of parent.childNodes) {
    if (child instanceof Text) reading.runs.push(textRun(child.data, context));
    if (!(child instanceof Element)) continue;
    const kind = elementKind(child);
    if (kind === 'dropped') continue;
    if (kind === 'break') {
      reading.runs.push(breakRun(context));
      continue;
    }
    const inner = contextInside(child, context);
    if (kind === 'inline') {
      walk(child, inner, reading);
      continue;
    }
    // An image left out (pasted, or at a refused address) must not split its paragraph.
    if (kind === 'image' && !readImage(child, inner)) continue;
    endParagraph(reading, context.align);
    if (kind === 'container' && isWordListParagraph(child)) readWordListItem(child, inner, reading);
    else if (kind === 'container') {
      walk(child, inner, reading);
      endParagraph(reading, inner.align);
    } else {
      const block = readBlock(kind, child, inner);
      if (block) reading.blocks.push(block);
    }
  }
}

function endParagraph(reading: Reading, align: Alignment | undefined) {
  if (runsAreVisible(reading.runs)) {
    reading.blocks.push({ type: 'paragraph', ...alignment(align), children: runsToInlines(reading.runs) });
  }
  reading.runs = [];
}

function readBlock(kind: ElementKind, element: Element, context: InlineContext): BlockElement | null {
  switch (kind) {
    case 'heading':
      return {
        type: 'heading',
        level: headingLevel(element),
        ...alignment(context.align),
        children: runsToInlines(collectRuns(element, context)),
      };
    case 'quote':
      return {
        type: 'blockquote',
        ...alignment(context.align),
        children: runsToInlines(collectRuns(element, context)),
      };
    case 'list':
      return readList(element, context);
    case 'code-block':
      return { type: 'code-block', children: [{ text: preformattedText(element) }] };
    case 'rule':
      return { type: 'horizontal-rule', children: [{ text: '' }] };
    case 'image':
      return readImage(element, context);
    default:
      return null;
  }
}

function readImage(image: Element, context: InlineContext): ImageElement | null {
  const src = image.getAttribute('src')?.trim() ?? '';
  if (context.forPaste || !isAllowedImageSource(src)) return null;
  return { type: 'image', src, alt: image.getAttribute('alt') ?? '', children: [{ text: '' }] };
}

function readList(list: Element, context: InlineContext): ListElement | null {
  const children = listChildren(list, context);
  if (!children.length) return null;
  return { type: list.localName === 'ol' ? 'numbered-list' : 'bulleted-list', children };
}

type ListChild = ListElement['children'][number];

/**
 * A list's items, each followed by the lists nested in it (see model.ts). A list written straight
 * inside another belongs to the item before it; with no item before it, its items join the outer list.
 */
function listChildren(list: Element, context: InlineContext): ListChild[] {
  const children: ListChild[] = [];
  const addList = (nested: ListElement | null) => {
    if (nested && children.length) children.push(nested);
    else if (nested) children.push(...nested.children);
  };
  for (const child of list.childNodes) {
    if (child instanceof Text) {
      const runs = [textRun(child.data, context)];
      if (runsAreVisible(runs)) children.push(listItem(runs));
    }
    if (!(child instanceof Element)) continue;
    const kind = elementKind(child);
    const inner = contextInside(child, context);
    if (kind === 'list') addList(readList(child, inner));
    else if (kind !== 'dropped') {
      const nested: (ListElement | null)[] = [];
      const runs = collectRuns(child, inner, (innerList, listContext) =>
        nested.push(readList(innerList, listContext)),
      );
      if (child.localName === 'li' || runsAreVisible(runs)) children.push(listItem(runs));
      nested.forEach(addList);
    }
  }
  return children;
}

function listItem(runs: readonly InlineRun[]): ListItemElement {
  return { type: 'list-item', children: runsToInlines(runs) };
}

function readWordListItem(paragraph: Element, context: InlineContext, reading: Reading) {
  const type = isWordNumberedItem(paragraph) ? 'numbered-list' : 'bulleted-list';
  const item = listItem(collectRuns(paragraph, context));
  const last = reading.blocks.at(-1);
  // Word's list paragraphs make one list until anything else comes between them.
  const open = (last && reading.wordLists.get(last)) || [];
  const started = addWordListItem(open, item, wordListLevel(paragraph), type);
  if (started) {
    reading.blocks.push(started);
    reading.wordLists.set(started, open);
  }
}

function preformattedText(element: Element): string {
  let text = '';
  for (const child of element.childNodes) {
    if (child instanceof Text) text += child.data;
    else if (child instanceof Element && elementKind(child) !== 'dropped') {
      text += child.localName === 'br' ? '\n' : preformattedText(child);
    }
  }
  return text;
}

function alignment(align: Alignment | undefined): { align?: Alignment } {
  return align ? { align } : {};
}
