import { createEditor, type Editor, type Location, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import type { EditorDocument } from '../model';
import { withBlockBreaks } from '../with-block-breaks';
import { withPostSchema } from '../with-post-schema';

/** The editor's model and commands without the page (no slate-react), for tests in Node. */
export function headlessEditor(document: EditorDocument, at?: Location): Editor {
  const editor = withBlockBreaks(withPostSchema(withHistory(createEditor())));
  editor.children = structuredClone(document);
  if (at) Transforms.select(editor, at);
  return editor;
}

export const item = (text: string) => ({ type: 'list-item' as const, children: [{ text }] });
