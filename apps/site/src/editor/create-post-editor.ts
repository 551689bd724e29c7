import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { withMarkdownShortcuts } from './markdown-shortcuts';
import { withHtmlPaste } from './with-html-paste';
import { withPostSchema } from './with-post-schema';

export function createPostEditor(): Editor {
  return withHtmlPaste(withMarkdownShortcuts(withPostSchema(withHistory(withReact(createEditor())))));
}
