import { Editor, Element, type Node, Transforms } from 'slate';
import type { Alignment, BlockElement, EditorElement, HeadingLevel, MarkName } from './model';

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

export function toggleMark(editor: Editor, mark: MarkName) {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function matches(node: EditorElement, format: BlockFormat): boolean {
  if (node.type !== format.type) return false;
  return format.type !== 'heading' || (node.type === 'heading' && node.level === format.level);
}

export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const [found] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => isElement(node) && matches(node, format),
  });
  return found !== undefined;
}

/** Applies a block format to the selected blocks, or turns them back into paragraphs if it is on. */
export function toggleBlock(editor: Editor, format: BlockFormat) {
  const target: BlockFormat = isBlockActive(editor, format) ? { type: 'paragraph' } : format;
  Editor.withoutNormalizing(editor, () => {
    Transforms.unwrapNodes(editor, { match: (node) => isElement(node) && isList(node.type), split: true });
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

/** A rule after the current block, and an empty paragraph after it to keep writing in. */
export function insertRule(editor: Editor) {
  Transforms.insertNodes(editor, [
    { type: 'horizontal-rule', children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
}

/** An image after the current block, with a paragraph after it to keep writing in. */
export function insertImage(editor: Editor, src: string, alt: string) {
  Transforms.insertNodes(editor, [
    { type: 'image', src, alt, children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ]);
}
