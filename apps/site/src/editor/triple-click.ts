import { Editor, Element, type Path, type Node as SlateNode, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * A triple click selects the paragraph's text. Chrome selects up to the start of the next paragraph,
 * and slate-react narrows that only for nested blocks; left as it is, typing over it would also
 * delete the line break that the author did not mean to select.
 */
export function selectBlockOnTripleClick(editor: Editor, event: React.MouseEvent): boolean {
  if (event.detail !== 3 || !(event.target instanceof Node)) return false;
  const found = slateNodeAt(editor, event.target);
  if (!found) return false;
  const [node, path] = found;
  const block = Editor.above(editor, {
    at: path,
    match: (candidate) => Element.isElement(candidate) && Editor.isBlock(editor, candidate),
    mode: 'lowest',
  });
  const blockPath = Element.isElement(node) && Editor.isBlock(editor, node) ? path : block?.[1];
  if (!blockPath) return false;
  Transforms.select(editor, Editor.range(editor, blockPath));
  return true;
}

/** The Slate node a DOM node shows, or null for a node outside the document (a placeholder). */
function slateNodeAt(editor: Editor, target: Node): [SlateNode, Path] | null {
  try {
    const node = ReactEditor.toSlateNode(editor, target);
    return [node, ReactEditor.findPath(editor, node)];
  } catch {
    return null;
  }
}
