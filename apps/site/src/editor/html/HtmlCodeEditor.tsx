import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { html } from '@codemirror/lang-html';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { closeTagTypeOver } from './close-tag-typeover';
import { codeHighlighting, codeTheme } from './code-theme';
import { holdsTable, pastedMarkup } from './pasted-markup';

export interface HtmlCodeEditorProps {
  /** The HTML the editor starts from; later edits come out through onChange. */
  initialValue: string;
  onChange(html: string): void;
  /** Colours tags and attributes; off shows plain text. */
  highlight: boolean;
  labelledBy: string;
  describedBy?: string;
}

/**
 * The HTML mode's code editor (CodeMirror 6). Tab is left to move the focus on, as in any form field,
 * so the editor never traps a keyboard user.
 */
export function HtmlCodeEditor({
  initialValue,
  onChange,
  highlight,
  labelledBy,
  describedBy,
}: HtmlCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const highlighting = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    const created = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialValue,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          html(),
          closeTagTypeOver(),
          pasteTablesAsMarkup,
          EditorView.lineWrapping,
          codeTheme,
          highlighting.current.of(highlight ? codeHighlighting : []),
          EditorView.contentAttributes.of({
            'aria-labelledby': labelledBy,
            ...(describedBy ? { 'aria-describedby': describedBy } : {}),
            'aria-multiline': 'true',
            spellcheck: 'false',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: highlighting.current.reconfigure(highlight ? codeHighlighting : []),
    });
  }, [highlight]);

  return <div ref={host} />;
}

/**
 * A table copied from Word, Google Docs or a web page goes in as its markup: HTML mode is where a post
 * keeps tables, and the clipboard's plain text would leave only the cells' words. Any other paste
 * stays text, so HTML copied from a code editor goes in as written.
 */
const pasteTablesAsMarkup = EditorView.domEventHandlers({
  paste(event, view) {
    const html = event.clipboardData?.getData('text/html') ?? '';
    if (!holdsTable(html)) return false;
    event.preventDefault();
    view.dispatch(view.state.replaceSelection(pastedMarkup(html)), {
      scrollIntoView: true,
      userEvent: 'input.paste',
    });
    return true;
  },
});
