import { RichTextFrame } from '@pupitre/ui/fragments';
import { useCallback, useId, useMemo, useRef } from 'react';
import type { Descendant } from 'slate';
import { Slate } from 'slate-react';
import { createPostEditor } from './create-post-editor';
import { FormatToolbar } from './FormatToolbar';
import { LengthFooter } from './LengthFooter';
import type { EditorDocument } from './model';
import { PostEditable } from './PostEditable';
import { QuickFormatToolbar } from './QuickFormatToolbar';
import { withRoomToType } from './room-to-type';

export interface RichTextEditorProps {
  /** The document the editor starts from; later changes come out through onChange. */
  initialValue: EditorDocument;
  onChange(document: EditorDocument): void;
  describedBy?: string;
}

/**
 * The simple mode of the post editor: Slate with the toolbars, shortcuts and a word count. Each part
 * follows the editor by itself (useSlateSelector), so a keystroke re-renders only what it changed.
 */
export function RichTextEditor({ initialValue, onChange, describedBy }: RichTextEditorProps) {
  const editor = useMemo(createPostEditor, []);
  const labelId = useId();
  const startValue = useMemo(() => withRoomToType(initialValue), [initialValue]);
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // Only content changes go out; selection changes stay inside.
  const onValueChange = useCallback(
    (value: Descendant[]) => latestOnChange.current(value as EditorDocument),
    [],
  );
  const footer = useMemo(() => <LengthFooter initial={startValue} />, [startValue]);
  return (
    <Slate editor={editor} initialValue={startValue} onValueChange={onValueChange}>
      <FormatToolbar />
      <QuickFormatToolbar />
      <RichTextFrame label="Contenido" labelId={labelId} footer={footer}>
        <PostEditable labelId={labelId} describedBy={describedBy} />
      </RichTextFrame>
    </Slate>
  );
}
