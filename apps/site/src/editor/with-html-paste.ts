import { type Editor, Transforms } from 'slate';
import { htmlToDocument } from './serialise/from-html';

/**
 * Pasting from Word, Google Docs or a web page keeps headings, lists, emphasis and links and drops
 * their looks, scripts and images (accounts-admin §5). A copy from this editor keeps everything.
 */
export function withHtmlPaste(editor: Editor): Editor {
  const { insertData } = editor;
  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html && !data.types.includes('application/x-slate-fragment')) {
      Transforms.insertFragment(editor, htmlToDocument(html, { forPaste: true }));
      return;
    }
    insertData(data);
  };
  return editor;
}
