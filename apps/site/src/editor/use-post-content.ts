import { useCallback, useMemo, useRef, useState } from 'react';
import { type EditorMode, isHtmlBlank, modeFor } from './editor-mode';
import type { EditorDocument } from './model';
import { htmlToDocument } from './serialise/from-html';
import { createDocumentWriter, documentToHtml } from './serialise/to-html';
import { isDocumentEmpty } from './word-count';

export interface PostContent {
  mode: EditorMode;
  /** Changes whenever the content is replaced from outside, so the mode's editor starts afresh. */
  version: number;
  /** What the simple editor starts from, and what the HTML editor starts from. */
  document: EditorDocument;
  html: string;
  onDocumentChange(document: EditorDocument): void;
  onHtmlChange(html: string): void;
  switchMode(mode: EditorMode): void;
  replace(html: string, mode: EditorMode): void;
  currentHtml(): string;
  isBlank(): boolean;
}

/**
 * The post body in either mode. The mode being edited holds the truth; switching converts it once
 * (simple → HTML writes the model out, HTML → simple reads the markup into the model).
 */
export function usePostContent(
  initialHtml: string,
  initialMode: EditorMode,
  onEdit: () => void,
): PostContent {
  const [state, setState] = useState(() => ({
    mode: initialMode,
    version: 0,
    document: htmlToDocument(initialHtml),
    html: initialHtml,
  }));
  const latest = useRef({ document: state.document, html: state.html, mode: state.mode });
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;

  // Asked for every 300 ms while the author types (the copy in this browser): only the blocks that
  // changed are written again.
  const [writeHtml] = useState(createDocumentWriter);
  const currentHtml = useCallback(
    () => (latest.current.mode === 'simple' ? writeHtml(latest.current.document) : latest.current.html),
    [writeHtml],
  );

  const reset = useCallback((html: string, mode: EditorMode, document = htmlToDocument(html)) => {
    latest.current = { document, html, mode };
    setState((previous) => ({ mode, version: previous.version + 1, document, html }));
  }, []);

  // The same object until the content is replaced, so the editor below a re-rendering form stays as it is.
  return useMemo<PostContent>(
    () => ({
      ...state,
      onDocumentChange: (document) => {
        latest.current.document = document;
        onEditRef.current();
      },
      onHtmlChange: (html) => {
        latest.current.html = html;
        onEditRef.current();
      },
      switchMode: (mode) => {
        if (mode === latest.current.mode) return;
        if (mode === 'html') reset(documentToHtml(latest.current.document), 'html', latest.current.document);
        else reset(latest.current.html, 'simple');
      },
      replace: (html, mode) => {
        // A file or copy that says "simple" but holds markup simple mode cannot show opens in HTML mode.
        reset(html, mode === 'simple' ? modeFor(html) : mode);
        onEditRef.current();
      },
      currentHtml,
      isBlank: () =>
        latest.current.mode === 'simple'
          ? isDocumentEmpty(latest.current.document)
          : isHtmlBlank(latest.current.html),
    }),
    [state, currentHtml, reset],
  );
}
