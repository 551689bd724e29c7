import { type BaseSelection, type Editor, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';

/**
 * A panel moves the focus out of the text; the selection it acts on is the one there was when it
 * opened, put back before the change. The focus goes back to the text before the panel closes, so
 * the panel leaves it there instead of returning it to its button.
 *
 * Only the element is focused: slate-react then draws the selection as it draws every other, in its
 * direction. ReactEditor.focus draws it with addRange, always forwards, so "a" selected with Shift+←
 * grew from its other end afterwards and the next Shift+← undid it.
 */
export function onSelection(editor: Editor, saved: BaseSelection, close: () => void, change: () => void) {
  if (saved) Transforms.select(editor, saved);
  change();
  ReactEditor.toDOMNode(editor, editor).focus({ preventScroll: true });
  close();
}
