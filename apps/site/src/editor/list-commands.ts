import { Editor, Node, Path, type PathRef, Transforms } from 'slate';
import { isListElement, isListItem, type ListElement } from './model';

/**
 * Nesting and un-nesting list items (Tab, Shift+Tab), and leaving a list (Enter on an empty item,
 * Backspace at the start of one). A nested list follows the item it belongs to (see model.ts), so an
 * item always moves together with the list after it.
 */

/** The list items the selection touches, as references that follow them while they move. */
function selectedItems(editor: Editor): PathRef[] {
  if (!editor.selection) return [];
  return Array.from(Editor.nodes(editor, { match: isListItem }), ([, path]) => Editor.pathRef(editor, path));
}

const indexOf = (path: Path) => path[path.length - 1] ?? 0;

function listAt(editor: Editor, path: Path): ListElement {
  return Node.get(editor, path) as ListElement;
}

/** Whether the item at `path` has a nested list right after it. */
function hasNestedList(editor: Editor, path: Path): boolean {
  const list = listAt(editor, Path.parent(path));
  return isListElement(list.children[indexOf(path) + 1]);
}

/** Tab: each selected item goes one level in, under the item before it. The first item cannot. */
export function indentListItems(editor: Editor) {
  const refs = selectedItems(editor);
  Editor.withoutNormalizing(editor, () => {
    for (const ref of refs) {
      const path = ref.unref();
      if (path) indentItem(editor, path);
    }
  });
}

function indentItem(editor: Editor, path: Path) {
  const index = indexOf(path);
  if (index === 0) return;
  const listPath = Path.parent(path);
  const list = listAt(editor, listPath);
  const previous = list.children[index - 1];
  const nested = hasNestedList(editor, path);
  if (isListElement(previous)) {
    // The item before already has a nested list: this item joins it, at its end.
    const length = previous.children.length;
    Transforms.moveNodes(editor, { at: path, to: [...listPath, index - 1, length] });
    if (nested) Transforms.moveNodes(editor, { at: path, to: [...listPath, index - 1, length + 1] });
    return;
  }
  Transforms.wrapNodes(editor, { type: list.type, children: [] }, { at: path });
  if (nested) Transforms.moveNodes(editor, { at: Path.next(path), to: [...path, 1] });
}

/** Shift+Tab: each selected item goes one level out; at the top level, it leaves the list. */
export function outdentListItems(editor: Editor) {
  const refs = selectedItems(editor);
  Editor.withoutNormalizing(editor, () => {
    for (const ref of refs) {
      const path = ref.unref();
      if (path) liftListItem(editor, path);
    }
  });
}

/**
 * One level out: a nested item follows its parent item, and the items that came after it stay under
 * it, as in a word processor. An item of a top-level list becomes a paragraph between the two halves
 * of its list.
 */
export function liftListItem(editor: Editor, path: Path) {
  const listPath = Path.parent(path);
  const outerPath = Path.parent(listPath);
  Editor.withoutNormalizing(editor, () => {
    if (outerPath.length === 0 || !isListElement(Node.get(editor, outerPath))) {
      leaveList(editor, path);
      return;
    }
    const index = indexOf(path);
    const list = listAt(editor, listPath);
    const rest = list.children.length - index - (hasNestedList(editor, path) ? 2 : 1);
    if (rest > 0 && !hasNestedList(editor, path)) {
      Transforms.insertNodes(editor, { type: list.type, children: [] }, { at: Path.next(path) });
    }
    const nestedPath = Path.next(path);
    for (let moved = 0; moved < rest; moved += 1) {
      const length = listAt(editor, nestedPath).children.length;
      Transforms.moveNodes(editor, { at: Path.next(nestedPath), to: [...nestedPath, length] });
    }
    const after = Path.next(listPath);
    const carriesList = hasNestedList(editor, path);
    Transforms.moveNodes(editor, { at: path, to: after });
    if (carriesList) Transforms.moveNodes(editor, { at: path, to: Path.next(after) });
    if (listAt(editor, listPath).children.length === 0) Transforms.removeNodes(editor, { at: listPath });
  });
}

/** The item becomes a paragraph where it was, splitting its list in two. */
function leaveList(editor: Editor, path: Path) {
  const ref = Editor.pathRef(editor, path);
  Transforms.liftNodes(editor, { at: path });
  const lifted = ref.unref();
  if (lifted) Transforms.setNodes(editor, { type: 'paragraph' }, { at: lifted });
}
