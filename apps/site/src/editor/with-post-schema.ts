import { Editor, Element, Transforms } from 'slate';
import { type EditorElement, INLINE_TYPES, VOID_TYPES } from './model';

/**
 * Teaches the editor our model: links are inline, rules and images are void, a list holds only items
 * and an item lives only in a list.
 */
export function withPostSchema(editor: Editor): Editor {
  const { isInline, isVoid, normalizeNode, insertBreak } = editor;
  // Enter ends a heading (the next line is a paragraph) and stays inside a code block as a new line.
  editor.insertBreak = () => {
    const block = Editor.above(editor, {
      match: (node) => Element.isElement(node) && Editor.isBlock(editor, node),
    });
    const type = (block?.[0] as EditorElement | undefined)?.type;
    if (type === 'code-block') {
      editor.insertText('\n');
      return;
    }
    insertBreak();
    if (type === 'heading') {
      Transforms.unsetNodes(editor, 'level');
      Transforms.setNodes<EditorElement>(editor, { type: 'paragraph' });
    }
  };
  editor.isInline = (element) => INLINE_TYPES.has(element.type) || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);
  editor.normalizeNode = (entry) => {
    const [node, path] = entry;
    if (Element.isElement(node)) {
      const element = node as EditorElement;
      const inList = element.type === 'bulleted-list' || element.type === 'numbered-list';
      if (inList) {
        for (let index = element.children.length - 1; index >= 0; index -= 1) {
          const child = element.children[index];
          if (Element.isElement(child) && child.type !== 'list-item') {
            Transforms.setNodes(editor, { type: 'list-item' }, { at: [...path, index] });
            return;
          }
        }
      }
      if (element.type === 'list-item' && path.length === 1) {
        Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
        return;
      }
    }
    normalizeNode(entry);
  };
  return editor;
}
