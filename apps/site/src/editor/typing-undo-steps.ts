import type { Editor } from 'slate';
import { HistoryEditor } from 'slate-history';

/** A pause in typing this long starts a new undo step. */
export const UNDO_PAUSE_MS = 1000;

/** Text that ends a word: a space, a line break or punctuation. */
const endsWord = (text: string) => /[\s\p{P}]$/u.test(text);

/**
 * slate-history merges all consecutive typing into one undo step, so Ctrl+Z took back a whole
 * paragraph. Here a word typed after a space or punctuation, or after a pause, starts a step of its
 * own: Ctrl+Z takes back the last word or two. `now` is the clock, replaceable in tests.
 */
export function withTypingUndoSteps(editor: Editor, now: () => number = Date.now): Editor {
  const { insertText } = editor;
  let previous: { at: number; text: string } | undefined;
  editor.insertText = (text, options) => {
    const at = now();
    const newStep =
      previous !== undefined &&
      (at - previous.at >= UNDO_PAUSE_MS || (endsWord(previous.text) && !endsWord(text)));
    previous = { at, text };
    if (newStep) HistoryEditor.withNewBatch(editor, () => insertText(text, options));
    else insertText(text, options);
  };
  return editor;
}
