import type { BlockElement, EditorDocument, ListItemElement } from '../model';
import type { BlockKind, ModelBlock } from './text-model';

type Leaf = { text: string; superscript?: true; subscript?: true };
/** What a block's text reads as: the text itself, or something of the same length about it. */
type ShowLeaf = (leaf: Leaf) => string;

const leafText = (node: { children: unknown[] }, show: ShowLeaf): string =>
  node.children
    .map((child) =>
      typeof child === 'object' && child !== null && 'text' in child
        ? show(child as Leaf)
        : typeof child === 'object' && child !== null && 'children' in child
          ? leafText(child as { children: unknown[] }, show)
          : '',
    )
    .join('');

const kinds: Partial<Record<BlockElement['type'], BlockKind>> = {
  paragraph: 'paragraph',
  heading: 'heading',
  blockquote: 'quote',
  'code-block': 'code',
};

function itemBlocks(kind: BlockKind, item: ListItemElement, show: ShowLeaf): ModelBlock[] {
  // A nested list follows the item's own text; both read as blocks in document order.
  const children = item.children as unknown as { type?: string }[];
  const isList = (child: { type?: string }) =>
    child.type === 'bulleted-list' || child.type === 'numbered-list';
  const own = children.filter((child) => !isList(child));
  const nested = children.filter(isList) as unknown as BlockElement[];
  return [
    { kind, text: leafText({ children: own }, show) },
    ...nested.flatMap((list) => listBlocks(list, show)),
  ];
}

function listBlocks(list: BlockElement, show: ShowLeaf): ModelBlock[] {
  if (list.type !== 'bulleted-list' && list.type !== 'numbered-list') return [];
  const kind: BlockKind = list.type === 'bulleted-list' ? 'bullet' : 'number';
  // A nested list follows its item in the list itself (see model.ts).
  return list.children.flatMap((child) =>
    child.type === 'list-item' ? itemBlocks(kind, child, show) : listBlocks(child, show),
  );
}

function readBlocks(document: EditorDocument, show: ShowLeaf): ModelBlock[] {
  return document.flatMap((block): ModelBlock[] => {
    if (block.type === 'bulleted-list' || block.type === 'numbered-list') return listBlocks(block, show);
    const kind = kinds[block.type];
    return kind ? [{ kind, text: leafText(block, show) }] : [];
  });
}

/** The editor's document read as the model reads text: its text blocks in order, with their kind. */
export function editorBlocks(document: EditorDocument): ModelBlock[] {
  return readBlocks(document, (leaf) => leaf.text);
}

/**
 * The same blocks with one character for each character of their text: '^' raised, '_' lowered,
 * '.' neither. m² in a paragraph reads { kind: 'paragraph', text: '.^' }.
 */
export function editorScripts(document: EditorDocument): ModelBlock[] {
  return readBlocks(document, (leaf) =>
    (leaf.superscript ? '^' : leaf.subscript ? '_' : '.').repeat(leaf.text.length),
  );
}
