import { type Editor, Element, type Path, Transforms } from 'slate';
import {
  type EditorElement,
  INLINE_TYPES,
  isListElement,
  isListItem,
  type ListElement,
  VOID_TYPES,
} from './model';
import { needsRoomToType, roomToType } from './room-to-type';

/**
 * Teaches the editor our model: links are inline, rules and images are void, a list holds items and
 * the lists nested under them (never first), an item lives only in a list, and the post never ends in
 * a rule or an image (there would be nowhere to type after it).
 */
export function withPostSchema(editor: Editor): Editor {
  const { isInline, isVoid, normalizeNode } = editor;
  editor.isInline = (element) => INLINE_TYPES.has(element.type) || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);
  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    if (path.length === 0 && needsRoomToType(editor.children)) {
      Transforms.insertNodes(editor, roomToType(), { at: [editor.children.length] });
      return;
    }
    if (Element.isElement(node)) {
      const element = node as EditorElement;
      if (isListElement(element) && normaliseList(editor, element, path)) return;
      if (element.type === 'list-item' && path.length === 1) {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return;
      }
    }
    normalizeNode(entry);
  };
  return editor;
}

/** Fixes one thing wrong with a list, if any, and says whether it did (normalisation then runs again). */
function normaliseList(editor: Editor, list: ListElement, path: Path): boolean {
  // Emptied by a move: Slate would give it an empty text, and then treat it as a block of text. The
  // post's only block becomes an empty paragraph instead, as a post body is never empty.
  if (!list.children.some((child) => Element.isElement(child))) {
    if (path.length === 1 && editor.children.length === 1) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    } else Transforms.removeNodes(editor, { at: path });
    return true;
  }
  // A nested list with no item before it to hang from: its items join this list.
  if (isListElement(list.children[0])) {
    Transforms.unwrapNodes(editor, { at: [...path, 0] });
    return true;
  }
  for (let index = list.children.length - 1; index >= 0; index -= 1) {
    const child = list.children[index];
    if (Element.isElement(child) && !isListItem(child) && !isListElement(child)) {
      Transforms.setNodes(editor, { type: 'list-item' }, { at: [...path, index] });
      return true;
    }
  }
  return false;
}
