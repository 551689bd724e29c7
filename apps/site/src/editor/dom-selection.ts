import { flushSync } from 'react-dom';
import { type Editor, Range, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * slate-react reads the browser's selection at most every 100 ms, so a toolbar pressed right after
 * Shift+Arrow would act on the selection of a moment before. This reads it at once.
 *
 * It also puts a caret the browser left on an element (Delete at the very start does that) back in
 * its text. Otherwise slate-react's late read moves it there itself, and setting the selection
 * focuses the text: a panel the press has just opened loses the focus and closes.
 */
export function takeDomSelection(editor: Editor) {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  if (!ReactEditor.hasEditableTarget(editor, selection.anchorNode)) return;
  if (!ReactEditor.hasEditableTarget(editor, selection.focusNode)) return;
  const range = ReactEditor.toSlateRange(editor, selection, { exactMatch: false, suppressThrow: true });
  if (!range) return;
  if (!(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
  if (drawnMarksDropped(editor)) drawNow(editor);
  if (selection.isCollapsed && !inSlateText(selection.anchorNode)) placeCaretInText(editor, range, selection);
}

/**
 * A caret move drops the marks chosen for the next letters, and with them the placeholder slate-react
 * draws for them. The move may be this press's, or slate-react's own read a moment before whose
 * drawing has not run yet. Drawn after the press's panel has taken the focus, the browser's caret is
 * left on the element, and slate-react's read on blur puts it back by focusing the text: the panel
 * closed at once. Drawn now, while the text has the focus, the caret stays in a text.
 */
function drawnMarksDropped(editor: Editor) {
  if (editor.marks !== null) return false;
  return ReactEditor.toDOMNode(editor, editor).querySelector('[data-slate-mark-placeholder]') !== null;
}

function drawNow(editor: Editor) {
  flushSync(() => editor.onChange());
}

function inSlateText(node: Node | null) {
  return (
    node?.nodeType === Node.TEXT_NODE &&
    node.parentElement?.closest('[data-slate-string], [data-slate-zero-width]') != null
  );
}

function placeCaretInText(editor: Editor, range: Range, selection: Selection) {
  try {
    const dom = ReactEditor.toDOMRange(editor, range);
    selection.setBaseAndExtent(dom.startContainer, dom.startOffset, dom.startContainer, dom.startOffset);
  } catch {
    // A point with no DOM yet (the editor is re-rendering): slate-react settles it on its next read.
  }
}
