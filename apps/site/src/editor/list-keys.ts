import type { KeyboardEvent } from 'react';
import { Editor } from 'slate';
import { takeDomSelection } from './dom-selection';
import { indentListItems, outdentListItems } from './list-commands';
import { isListItem } from './model';

/**
 * Tab and Shift+Tab nest and un-nest the selected list items. Outside a list they are left to the
 * browser, so the keyboard can still move the focus out of the editor.
 */
export function handleListKeys(editor: Editor, event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
  takeDomSelection(editor);
  if (!editor.selection) return;
  const [item] = Editor.nodes(editor, { match: isListItem });
  if (!item) return;
  event.preventDefault();
  if (event.shiftKey) outdentListItems(editor);
  else indentListItems(editor);
}
