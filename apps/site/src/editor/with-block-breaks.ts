import { Editor, Element, Path, Point, Range, Transforms } from 'slate';
import { liftListItem } from './list-commands';
import { type EditorElement, isListItem } from './model';

/** The text block holding the caret, or `at` (a paragraph, heading, quote, item or code block). */
function textBlock(editor: Editor, at?: Point): [EditorElement, Path] | undefined {
  return Editor.above(editor, {
    at,
    match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && !editor.isVoid(node),
    mode: 'lowest',
  }) as [EditorElement, Path] | undefined;
}

/** Whether the caret is at the very end of a block whose last line is empty. */
function onEmptyLastLine(editor: Editor, path: Path): boolean {
  const { selection } = editor;
  return (
    selection !== null &&
    Point.equals(selection.anchor, Editor.end(editor, path)) &&
    Editor.string(editor, path).endsWith('\n')
  );
}

/** Ends the block at the caret and goes on in a new paragraph after it. */
function paragraphAfter(editor: Editor, path: Path) {
  Transforms.insertNodes(
    editor,
    { type: 'paragraph', children: [{ text: '' }] },
    { at: Path.next(path), select: true },
  );
}

/**
 * What Enter, Shift+Enter and Backspace do in each kind of block, so the author can always get out of
 * one from the keyboard: Enter on an empty item, an empty quote or the empty last line of a code block
 * or a quote (after Shift+Enter) leaves it; Backspace at the start of an item takes it out of its list
 * (or one level up); Delete in an empty block removes it, so the next block keeps its kind, as Slate
 * already does when the two are siblings (an empty item before a paragraph kept the bullet).
 */
export function withBlockBreaks(editor: Editor): Editor {
  const { insertBreak, deleteBackward, deleteForward } = editor;

  editor.insertBreak = () => {
    const entry = editor.selection && Range.isCollapsed(editor.selection) ? textBlock(editor) : undefined;
    if (!entry) {
      insertBreak();
      return;
    }
    const [block, path] = entry;
    const empty = Editor.isEmpty(editor, block);
    if (isListItem(block) && empty) {
      liftListItem(editor, path);
    } else if (block.type === 'blockquote' && empty) {
      Transforms.setNodes(editor, { type: 'paragraph' }, { at: path });
    } else if (
      (block.type === 'code-block' || block.type === 'blockquote') &&
      onEmptyLastLine(editor, path)
    ) {
      Editor.withoutNormalizing(editor, () => {
        Editor.deleteBackward(editor);
        paragraphAfter(editor, path);
      });
    } else if (block.type === 'code-block') {
      editor.insertText('\n');
    } else {
      insertBreak();
      if (block.type === 'heading') {
        Transforms.unsetNodes(editor, 'level');
        Transforms.setNodes(editor, { type: 'paragraph' });
      }
    }
  };

  // Shift+Enter: a line break inside the block (a <br> in the HTML), never a second block.
  editor.insertSoftBreak = () => {
    editor.insertText('\n');
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    const item =
      selection && Range.isCollapsed(selection) ? Editor.above(editor, { match: isListItem }) : undefined;
    if (item && selection && Point.equals(selection.anchor, Editor.start(editor, item[1]))) {
      liftListItem(editor, item[1]);
      return;
    }
    deleteBackward(unit);
  };

  editor.deleteForward = (unit) => {
    if (!removeEmptyBlockBeforeNext(editor)) deleteForward(unit);
  };

  return editor;
}

/** Delete in an empty text block with another text block after it: removes it, caret on the next. */
function removeEmptyBlockBeforeNext(editor: Editor): boolean {
  const entry = editor.selection && Range.isCollapsed(editor.selection) ? textBlock(editor) : undefined;
  if (!entry || !Editor.isEmpty(editor, entry[0])) return false;
  const after = Editor.after(editor, Editor.end(editor, entry[1]));
  const next = after && textBlock(editor, after);
  if (!after || !next || Editor.void(editor, { at: after })) return false;
  const caret = Editor.pointRef(editor, Editor.start(editor, next[1]));
  Transforms.removeNodes(editor, { at: entry[1] });
  if (caret.current) Transforms.select(editor, caret.current);
  caret.unref();
  return true;
}
