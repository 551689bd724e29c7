import type { Descendant } from 'slate';
import { type BlockElement, type EditorDocument, VOID_TYPES } from './model';

/**
 * A post that ends in a rule or an image has an empty paragraph after it in the editor, so there is
 * somewhere to put the caret and keep writing. The HTML never holds it (see serialise/blank-lines).
 */
export function needsRoomToType(document: readonly Descendant[]): boolean {
  const last = document.at(-1);
  return last !== undefined && 'type' in last && VOID_TYPES.has(last.type);
}

export const roomToType = (): BlockElement => ({ type: 'paragraph', children: [{ text: '' }] });

/** The document as the editor opens it: with room to type after a final rule or image. */
export function withRoomToType(document: EditorDocument): EditorDocument {
  return needsRoomToType(document) ? [...document, roomToType()] : document;
}
