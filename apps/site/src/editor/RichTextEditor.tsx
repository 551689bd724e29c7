import { EditorToolbar, RichTextFrame } from '@pupitre/ui';
import { useId, useMemo, useState } from 'react';
import { Editable, Slate } from 'slate-react';
import { createPostEditor } from './create-post-editor';
import { handleEditorHotkeys } from './hotkeys';
import type { EditorDocument } from './model';
import { renderElement } from './render-element';
import { renderLeaf } from './render-leaf';
import { toolbarGroups } from './toolbar-groups';
import { countWords, describeLength } from './word-count';

export interface RichTextEditorProps {
  /** The document the editor starts from; later changes come out through onChange. */
  initialValue: EditorDocument;
  onChange(document: EditorDocument): void;
  describedBy?: string;
}

/** The simple mode of the post editor: Slate with the toolbar, shortcuts and a word count. */
export function RichTextEditor({ initialValue, onChange, describedBy }: RichTextEditorProps) {
  const editor = useMemo(createPostEditor, []);
  const labelId = useId();
  const [words, setWords] = useState(() => countWords(initialValue));
  const [, setVersion] = useState(0);
  return (
    <Slate
      editor={editor}
      initialValue={initialValue}
      onChange={(value) => {
        // A selection change re-renders the toolbar's pressed states; only content changes go out.
        setVersion((version) => version + 1);
        if (editor.operations.some((operation) => operation.type !== 'set_selection')) {
          const document = value as EditorDocument;
          setWords(countWords(document));
          onChange(document);
        }
      }}
    >
      <EditorToolbar label="Formato del contenido" groups={toolbarGroups(editor)} />
      <RichTextFrame label="Contenido" labelId={labelId} footer={describeLength(words)}>
        <Editable
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-multiline="true"
          role="textbox"
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          placeholder="Escribe aquí el contenido de tu publicación..."
          spellCheck
          onKeyDown={(event) => handleEditorHotkeys(editor, event)}
          // Dropped files are ignored (accounts-admin §5); images go in through their own button.
          onDrop={(event) => event.dataTransfer.files.length > 0}
        />
      </RichTextFrame>
    </Slate>
  );
}
