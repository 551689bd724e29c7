import { createEditor, Editor } from 'slate';
import { type EditorDocument, INLINE_TYPES, VOID_TYPES } from '../../model';

/** The document after Slate's own normalisation, with our inline and void elements. */
export function slateNormalised(document: EditorDocument): EditorDocument {
  const editor = createEditor();
  editor.isInline = (element) => INLINE_TYPES.has(element.type);
  editor.isVoid = (element) => VOID_TYPES.has(element.type);
  editor.children = structuredClone(document);
  Editor.normalize(editor, { force: true });
  return editor.children as EditorDocument;
}
