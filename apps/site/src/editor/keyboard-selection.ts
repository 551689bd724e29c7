import type { KeyboardEvent } from 'react';
import { type Editor, Transforms } from 'slate';
import { takeDomSelection } from './dom-selection';

// Keys slate-react handles itself from its own idea of the selection.
const keysThatReadTheSelection = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Tab']);

/**
 * slate-react reads the browser's selection at most every 100 ms, and moves the caret for ← and →
 * itself: pressed right after Ctrl+End or a click, they would move from where the caret was before.
 */
export function takeSelectionBeforeKey(editor: Editor, event: KeyboardEvent): void {
  if (keysThatReadTheSelection.has(event.key)) takeDomSelection(editor);
}

/**
 * Shift+← and Shift+→ move the selection's focus by one character, as Slate counts them. Left to the
 * browser, a press at the start of an empty line only crosses the invisible character slate-react
 * keeps there, so the line break is selected one press later than the author sees.
 */
export function extendSelectionByCharacter(editor: Editor, event: KeyboardEvent): void {
  if (!event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  if (!editor.selection) return;
  event.preventDefault();
  Transforms.move(editor, { unit: 'character', edge: 'focus', reverse: event.key === 'ArrowLeft' });
}
