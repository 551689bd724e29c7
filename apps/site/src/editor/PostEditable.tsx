import { memo, useCallback } from 'react';
import { Editable, useSlateStatic } from 'slate-react';
import { takeDomSelection } from './dom-selection';
import { handleEditorHotkeys } from './hotkeys';
import { extendSelectionByCharacter, takeSelectionBeforeKey } from './keyboard-selection';
import { handleListKeys } from './list-keys';
import { renderElement } from './render-element';
import { renderLeaf } from './render-leaf';
import {
  takeSelectionBeforeComposition,
  takeSelectionBeforeEditingKey,
  takeSelectionBeforeInput,
} from './selection-before-input';
import { selectBlockOnTripleClick } from './triple-click';
import { typeOverSelection } from './typing-over-selection';

interface PostEditableProps {
  labelId: string;
  describedBy?: string;
}

/**
 * The editable text. Its props never change while the author types: every re-render of Editable makes
 * slate-react write its selection into the page, so only Slate's own changes may cause one.
 */
export const PostEditable = memo(function PostEditable({ labelId, describedBy }: PostEditableProps) {
  const editor = useSlateStatic();
  const onKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLDivElement>) => {
      takeSelectionBeforeKey(editor, event);
      takeSelectionBeforeEditingKey(editor, event);
      handleEditorHotkeys(editor, event);
      handleListKeys(editor, event);
      extendSelectionByCharacter(editor, event);
    },
    [editor],
  );
  const onDOMBeforeInput = useCallback(
    (event: InputEvent) => {
      takeSelectionBeforeInput(editor, event);
      return typeOverSelection(editor, event);
    },
    [editor],
  );
  const onCompositionStart = useCallback(() => takeSelectionBeforeComposition(editor), [editor]);
  const onClick = useCallback((event: React.MouseEvent) => selectBlockOnTripleClick(editor, event), [editor]);
  // Pasted text goes where the browser shows the caret, even a moment after a key moved it.
  const onPaste = useCallback(() => takeDomSelection(editor), [editor]);
  return (
    <Editable
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-multiline="true"
      role="textbox"
      renderElement={renderElement}
      renderLeaf={renderLeaf}
      placeholder="Escribe aquí el contenido de tu publicación..."
      spellCheck
      onKeyDown={onKeyDown}
      onDOMBeforeInput={onDOMBeforeInput}
      onCompositionStart={onCompositionStart}
      onClick={onClick}
      onPaste={onPaste}
      // Dropped files are ignored (accounts-admin §5); images go in through their own button.
      onDrop={dropsNoFiles}
    />
  );
});

const dropsNoFiles = (event: React.DragEvent) => event.dataTransfer.files.length > 0;
