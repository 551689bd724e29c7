import { type Editor, Node, type Point, Text } from 'slate';

/**
 * Never lets the selection point at text that is not there. slate-react keeps the browser's last
 * selection to apply after the next render, and checks only that Slate's selection is the same
 * object it was based on. Undo can leave that object untouched while it removes the text the kept
 * selection points into (bold text typed, Ctrl+End, then Ctrl+Z): applied, it crashed the editor's
 * render and lost what came after. Such a selection is dropped; the browser's next one is read as usual.
 */
export function withValidSelection(editor: Editor): Editor {
  const { apply } = editor;
  editor.apply = (operation) => {
    if (operation.type === 'set_selection' && operation.newProperties) {
      const { anchor, focus } = operation.newProperties;
      if ((anchor && !exists(editor, anchor)) || (focus && !exists(editor, focus))) return;
    }
    apply(operation);
  };
  return editor;
}

function exists(editor: Editor, point: Point): boolean {
  if (!Node.has(editor, point.path)) return false;
  const node = Node.get(editor, point.path);
  return Text.isText(node) && point.offset >= 0 && point.offset <= node.text.length;
}
