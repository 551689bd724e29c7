import { EditorToolbar, FloatingToolbar, RichTextFrame } from '@pupitre/ui';
import { useId, useMemo, useState } from 'react';
import { Editable, Slate, useSlateStatic } from 'slate-react';
import { createPostEditor } from './create-post-editor';
import { takeDomSelection } from './dom-selection';
import { formatPanelItems } from './format-panels';
import { handleEditorHotkeys } from './hotkeys';
import type { EditorDocument } from './model';
import { renderElement } from './render-element';
import { renderLeaf } from './render-leaf';
import { floatingGroups, toolbarGroups } from './toolbar-groups';
import { useFloatingAnchor } from './use-floating-anchor';
import { useTextColours } from './use-text-colours';
import { countWords, describeLength } from './word-count';

export interface RichTextEditorProps {
  /** The document the editor starts from; later changes come out through onChange. */
  initialValue: EditorDocument;
  onChange(document: EditorDocument): void;
  describedBy?: string;
}

/** The simple mode of the post editor: Slate with the toolbars, shortcuts and a word count. */
export function RichTextEditor({ initialValue, onChange, describedBy }: RichTextEditorProps) {
  const editor = useMemo(createPostEditor, []);
  const [words, setWords] = useState(() => countWords(initialValue));
  const [version, setVersion] = useState(0);
  return (
    <Slate
      editor={editor}
      initialValue={initialValue}
      onChange={(value) => {
        // A selection change re-renders the toolbars; only content changes go out.
        setVersion((previous) => previous + 1);
        if (editor.operations.some((operation) => operation.type !== 'set_selection')) {
          const document = value as EditorDocument;
          setWords(countWords(document));
          onChange(document);
        }
      }}
    >
      <EditorBody version={version} words={words} describedBy={describedBy} />
    </Slate>
  );
}

interface EditorBodyProps {
  /** Changes with every content or selection change, so the toolbars show the current state. */
  version: number;
  words: number;
  describedBy?: string;
}

function EditorBody({ version, words, describedBy }: EditorBodyProps) {
  const editor = useSlateStatic();
  const labelId = useId();
  const colours = useTextColours();
  const floating = useFloatingAnchor(version);
  const panels = formatPanelItems(editor, colours);
  return (
    <>
      <EditorToolbar
        label="Formato del contenido"
        groups={toolbarGroups(editor, panels)}
        beforePress={() => takeDomSelection(editor)}
      />
      <FloatingToolbar label="Formato rápido" groups={floatingGroups(editor)} anchor={floating.anchor} />
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
          onKeyDown={(event) => {
            floating.onKeyDown(event);
            handleEditorHotkeys(editor, event);
          }}
          onKeyUp={floating.onKeyUp}
          // Dropped files are ignored (accounts-admin §5); images go in through their own button.
          onDrop={(event) => event.dataTransfer.files.length > 0}
        />
      </RichTextFrame>
    </>
  );
}
