import type { BlockElement, EditorDocument, ListItemElement } from '../model';
import type { BlockKind, ModelBlock } from './text-model';

const plainText = (node: { children: unknown[] }): string =>
  node.children
    .map((child) =>
      typeof child === 'object' && child !== null && 'text' in child
        ? String((child as { text: string }).text)
        : typeof child === 'object' && child !== null && 'children' in child
          ? plainText(child as { children: unknown[] })
          : '',
    )
    .join('');

const kinds: Partial<Record<BlockElement['type'], BlockKind>> = {
  paragraph: 'paragraph',
  heading: 'heading',
  blockquote: 'quote',
  'code-block': 'code',
};

function itemBlocks(kind: BlockKind, item: ListItemElement): ModelBlock[] {
  // A nested list follows the item's own text; both read as blocks in document order.
  const children = item.children as unknown as { type?: string }[];
  const isList = (child: { type?: string }) =>
    child.type === 'bulleted-list' || child.type === 'numbered-list';
  const own = children.filter((child) => !isList(child));
  const nested = children.filter(isList) as unknown as BlockElement[];
  return [{ kind, text: plainText({ children: own }) }, ...nested.flatMap(listBlocks)];
}

function listBlocks(list: BlockElement): ModelBlock[] {
  if (list.type !== 'bulleted-list' && list.type !== 'numbered-list') return [];
  const kind: BlockKind = list.type === 'bulleted-list' ? 'bullet' : 'number';
  // A nested list follows its item in the list itself (see model.ts).
  return list.children.flatMap((child) =>
    child.type === 'list-item' ? itemBlocks(kind, child) : listBlocks(child),
  );
}

/** The editor's document read as the model reads text: its text blocks in order, with their kind. */
export function editorBlocks(document: EditorDocument): ModelBlock[] {
  return document.flatMap((block): ModelBlock[] => {
    if (block.type === 'bulleted-list' || block.type === 'numbered-list') return listBlocks(block);
    const kind = kinds[block.type];
    return kind ? [{ kind, text: plainText(block) }] : [];
  });
}
