import { type Editor, Range, Transforms } from 'slate';
import { ReactEditor } from 'slate-react';

const replacingTypes = new Set(['insertText', 'insertReplacementText', 'insertParagraph']);

/**
 * Text or Enter typed over a selection replaces what the browser shows selected. Chrome describes
 * such an input with a target range of its own, which for a selection across a line break can be a
 * caret in the next block: Slate then types there and leaves the selection in place. Read from the
 * browser's selection instead, delete all of it, and type at its start.
 *
 * All of it: Slate would "unhang" a selection from the start of one block to the start of the next
 * and keep that line break, so Shift+← from the start of a line, then a letter, left the break the
 * author had selected. The one selection of that shape that means "this paragraph only", a triple
 * click, is narrowed to the paragraph's text when it is made (triple-click.ts).
 */
export function typeOverSelection(editor: Editor, event: InputEvent): boolean {
  if (!replacingTypes.has(event.inputType)) return false;
  const dom = window.getSelection();
  if (!dom || dom.isCollapsed) return false;
  const range = ReactEditor.toSlateRange(editor, dom, { exactMatch: false, suppressThrow: true });
  if (!range || Range.isCollapsed(range)) return false;
  event.preventDefault();
  Transforms.select(editor, range);
  Transforms.delete(editor, { hanging: true });
  if (event.inputType === 'insertParagraph') editor.insertBreak();
  else editor.insertText(event.data ?? event.dataTransfer?.getData('text/plain') ?? '');
  return true;
}
