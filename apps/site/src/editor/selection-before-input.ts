import type { KeyboardEvent } from 'react';
import { type Editor, Range, Transforms } from 'slate';
import { IS_ANDROID, IS_NODE_MAP_DIRTY } from 'slate-dom';
import { ReactEditor } from 'slate-react';

// Keys whose keydown slate-react answers from its own selection (a void next to the caret is deleted
// on keydown), before any beforeinput.
const editingKeys = new Set(['Backspace', 'Delete']);

/**
 * A key pressed straight after a caret key (a text expander, dictation, a fast typist) edits where the
 * browser shows the caret. slate-react reads the browser's selection on selectionchange, a task that
 * waits behind queued keys, and skips the read it forces on beforeinput until a timer after its own
 * last drawing of the caret has run: after →, Home then Backspace deleted where → had left the caret.
 */
export function takeSelectionBeforeInput(editor: Editor, event: InputEvent): void {
  if (!/^(insert|delete)/.test(event.inputType)) return;
  // Text being composed (a dead key, an IME) is placed by slate-react when the composition ends.
  if (event.isComposing || event.inputType.includes('Composition')) return;
  takeBrowserSelection(editor);
}

/** Backspace and Delete act from the browser's selection from their keydown on. */
export function takeSelectionBeforeEditingKey(editor: Editor, event: KeyboardEvent): void {
  if (editingKeys.has(event.key) && !event.nativeEvent.isComposing) takeBrowserSelection(editor);
}

/** A dead key or an IME starts its composition where the browser shows the caret. */
export function takeSelectionBeforeComposition(editor: Editor): void {
  takeBrowserSelection(editor);
}

function takeBrowserSelection(editor: Editor) {
  // Android's keyboards edit the page before Slate: slate-react's input manager reads the selection
  // together with the text it has not applied yet.
  if (IS_ANDROID || ReactEditor.isComposing(editor)) return;
  // Slate has changed since the page was last drawn: the browser's selection is the older one.
  if (IS_NODE_MAP_DIRTY.get(editor)) return;
  const dom = window.getSelection();
  if (!dom || dom.rangeCount === 0) return;
  if (!ReactEditor.hasEditableTarget(editor, dom.anchorNode)) return;
  if (!ReactEditor.hasEditableTarget(editor, dom.focusNode)) return;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (!range) return;
  // The read slate-react itself makes on selectionchange. An equal range changes nothing, so the marks
  // chosen for the next letters (a colour) stay.
  if (editor.selection && Range.equals(range, editor.selection)) return;
  Transforms.select(editor, range);
}
