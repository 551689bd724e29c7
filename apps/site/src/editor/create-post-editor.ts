import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { withMarkdownShortcuts } from './markdown-shortcuts';
import { withPostSchema } from './with-post-schema';

export function createPostEditor(): Editor {
  return withMarkdownShortcuts(withPostSchema(withHistory(withReact(createEditor()))));
}
