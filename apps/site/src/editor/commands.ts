import { Editor, Element, type Node, Path, Transforms } from 'slate';
import {
  type Alignment,
  type BlockElement,
  type EditorElement,
  type HeadingLevel,
  isListElement,
  isListItem,
  type ListType,
  type MarkName,
  scriptMarks,
} from './model';

/** What a block toolbar button or a markdown shortcut turns the current blocks into. */
export type BlockFormat =
  | { type: 'paragraph' }
  | { type: 'heading'; level: HeadingLevel }
  | { type: 'blockquote' }
  | { type: 'code-block' }
  | { type: 'bulleted-list' }
  | { type: 'numbered-list' };

const isList = (type: string) => type === 'bulleted-list' || type === 'numbered-list';

const isElement = (node: Node): node is EditorElement => Element.isElement(node);

/** Blocks that hold text directly: everything but lists (which hold items) and voids. */
const holdsText = (editor: Editor) => (node: Node) =>
  isElement(node) && Editor.isBlock(editor, node) && !isList(node.type) && !Editor.isVoid(editor, node);

export function isMarkActive(editor: Editor, mark: MarkName): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

/** Raising text lowers it no more, and the other way round (see scriptMarks). */
export function toggleMark(editor: Editor, mark: MarkName) {
  if (isMarkActive(editor, mark)) {
    Editor.removeMark(editor, mark);
    return;
  }
  if ((scriptMarks as readonly MarkName[]).includes(mark)) {
    for (const other of scriptMarks) if (other !== mark) Editor.removeMark(editor, other);
  }
  Editor.addMark(editor, mark, true);
}

function matches(node: EditorElement, format: BlockFormat): boolean {
  if (node.type !== format.type) return false;
  return format.type !== 'heading' || (node.type === 'heading' && node.level === format.level);
}

/** For a list format, the kind of the innermost list around the selection is what counts. */
export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const at = Editor.unhangRange(editor, editor.selection);
  if (isList(format.type)) {
    const lists = Editor.nodes(editor, { at, match: isListElement, mode: 'lowest' });
    return Array.from(lists).some(([list]) => (list as EditorElement).type === format.type);
  }
  const [found] = Editor.nodes(editor, { at, match: (node) => isElement(node) && matches(node, format) });
  return found !== undefined;
}

/** Whether every block of text the selection touches is a list item. */
function onlyListItems(editor: Editor): boolean {
  return Array.from(Editor.nodes(editor, { match: holdsText(editor) })).every(([node]) => isListItem(node));
}

/**
 * Applies a block format to the selected blocks, or turns them back into paragraphs if it is on.
 * Items already in a list that get the other kind of list keep their nesting: only the innermost
 * lists around them change kind.
 */
export function toggleBlock(editor: Editor, format: BlockFormat) {
  const target: BlockFormat = isBlockActive(editor, format) ? { type: 'paragraph' } : format;
  Editor.withoutNormalizing(editor, () => {
    if (isList(target.type) && onlyListItems(editor)) {
      Transforms.setNodes(
        editor,
        { type: target.type as ListType },
        { match: isListElement, mode: 'lowest' },
      );
      return;
    }
    Transforms.unwrapNodes(editor, { match: isListElement, split: true, mode: 'all' });
    if (target.type === 'bulleted-list' || target.type === 'numbered-list') {
      Transforms.unsetNodes(editor, ['level', 'align'], { match: holdsText(editor) });
      Transforms.setNodes(editor, { type: 'list-item' }, { match: holdsText(editor) });
      Transforms.wrapNodes(editor, { type: target.type, children: [] } as BlockElement, {
        match: (node) => isElement(node) && node.type === 'list-item',
      });
      return;
    }
    if (target.type !== 'heading') Transforms.unsetNodes(editor, 'level', { match: holdsText(editor) });
    Transforms.setNodes<EditorElement>(editor, target as Partial<EditorElement>, {
      match: holdsText(editor),
    });
  });
}

export function alignmentAt(editor: Editor): Alignment {
  if (!editor.selection) return 'left';
  const [found] = Editor.nodes(editor, { match: holdsText(editor) });
  const block = found?.[0] as { align?: Alignment } | undefined;
  return block?.align ?? 'left';
}

export function setAlignment(editor: Editor, align: Alignment) {
  const match = (node: Node) => holdsText(editor)(node) && (node as EditorElement).type !== 'code-block';
  if (align === 'left') Transforms.unsetNodes(editor, 'align', { match });
  else Transforms.setNodes<EditorElement>(editor, { align } as Partial<EditorElement>, { match });
}

/** A rule where the caret is (see insertVoidBlock). */
export function insertRule(editor: Editor) {
  insertVoidBlock(editor, { type: 'horizontal-rule', children: [{ text: '' }] });
}

/** An image where the caret is (see insertVoidBlock). */
export function insertImage(editor: Editor, src: string, alt: string) {
  insertVoidBlock(editor, { type: 'image', src, alt, children: [{ text: '' }] });
}

/**
 * On an empty paragraph the block goes in its place, before it, and the caret stays in that paragraph
 * to keep writing: no empty line is left above. Anywhere else it goes where the caret is (splitting a
 * paragraph, after a list the caret is in), with a new empty paragraph after it to keep writing in.
 */
function insertVoidBlock(editor: Editor, block: BlockElement) {
  const blocks = [block, { type: 'paragraph', children: [{ text: '' }] } as BlockElement];
  const top = editor.selection ? Editor.node(editor, editor.selection.anchor.path.slice(0, 1)) : undefined;
  const [node, path] = top ?? [];
  if (node && path && isElement(node) && node.type === 'paragraph' && Editor.isEmpty(editor, node)) {
    Transforms.insertNodes(editor, block, { at: path, select: false });
  } else if (node && path && isListElement(node)) {
    Transforms.insertNodes(editor, blocks, { at: Path.next(path), select: true });
  } else {
    Transforms.insertNodes(editor, blocks);
  }
}
