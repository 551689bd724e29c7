import { type Editor, Transforms } from 'slate';
import { htmlToDocument } from './serialise/from-html';

/**
 * Pasting from Word, Google Docs or a web page keeps headings, lists, emphasis, superscripts,
 * subscripts and links and drops their looks, scripts and images (accounts-admin §5). A copy from
 * this editor keeps everything.
 */
export function withHtmlPaste(editor: Editor): Editor {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      const fragment = htmlToDocument(html, { forPaste: true });
      const [only] = fragment;
      // A line of text goes into the block where the caret is, as typed text does: Slate would put an
      // empty heading or list item's place in the pasted paragraph's hands, and make it a paragraph.
      if (fragment.length === 1 && only?.type === 'paragraph' && !only.align) {
        Transforms.insertNodes(editor, only.children);
      } else Transforms.insertFragment(editor, fragment);
      return;
    }
    insertData(data);
  };
  return editor;
}
