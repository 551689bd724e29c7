import { createEditor, type Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { withMarkdownShortcuts } from './markdown-shortcuts';
import { withTypingUndoSteps } from './typing-undo-steps';
import { withBlockBreaks } from './with-block-breaks';
import { withHtmlPaste } from './with-html-paste';
import { withPostSchema } from './with-post-schema';
import { withValidSelection } from './with-valid-selection';

export function createPostEditor(): Editor {
  return withHtmlPaste(
    withTypingUndoSteps(
      withMarkdownShortcuts(
        withBlockBreaks(withPostSchema(withValidSelection(withHistory(withReact(createEditor()))))),
      ),
    ),
  );
}
