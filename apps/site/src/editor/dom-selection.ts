import { type Editor, Range, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * slate-react reads the browser's selection at most every 100 ms, so a toolbar pressed right after
 * Shift+Arrow would act on the selection of a moment before. This reads it at once.
 */
export function takeDomSelection(editor: Editor) {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  if (!ReactEditor.hasEditableTarget(editor, selection.anchorNode)) return;
  if (!ReactEditor.hasEditableTarget(editor, selection.focusNode)) return;
  const range = ReactEditor.toSlateRange(editor, selection, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}
