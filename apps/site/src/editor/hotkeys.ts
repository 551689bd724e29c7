import type { KeyboardEvent } from 'react';
import type { Editor } from 'slate';
import { HistoryEditor } from 'slate-history';
import { toggleMark } from './commands';
import { takeDomSelection } from './dom-selection';
import type { MarkName } from './model';

// Ctrl+. and Ctrl+, raise and lower text, as in Google Docs.
const markKeys: Record<string, MarkName> = {
  b: 'bold',
  i: 'italic',
  u: 'underline',
  '.': 'superscript',
  ',': 'subscript',
};

/** Ctrl/⌘ + B, I, U, '.' and ',' toggle marks; Ctrl/⌘ + Z undoes and Ctrl/⌘ + Shift + Z (or Y) redoes. */
export function handleEditorHotkeys(editor: Editor, event: KeyboardEvent): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  // Ctrl+B right after Shift+Arrow acts on the selection the author sees.
  if (key in markKeys) takeDomSelection(editor);
  const mark = markKeys[key];
  if (mark && !event.shiftKey) {
    event.preventDefault();
    toggleMark(editor, mark);
  } else if (key === 'z') {
    event.preventDefault();
    if (event.shiftKey) HistoryEditor.redo(editor);
    else HistoryEditor.undo(editor);
  } else if (key === 'y') {
    event.preventDefault();
    HistoryEditor.redo(editor);
  }
}
