import { ThemeProvider } from '@pupitre/ui';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Node } from 'slate';
import { afterEach } from 'vitest';
import { page } from 'vitest/browser';
import { type EditorDocument, emptyDocument } from '../model';
import { RichTextEditor } from '../RichTextEditor';

const roots: ReturnType<typeof createRoot>[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) flushSync(() => root.unmount());
});

export interface MountedEditor {
  /** The document the editor last sent out (the initial one until the first change). */
  document(): EditorDocument;
  /** The editable area, found as a person finds it. */
  textbox: ReturnType<typeof page.getByRole>;
}

/** The real RichTextEditor in the page, as the post form shows it. */
export function mountEditor(initialValue: EditorDocument = emptyDocument()): MountedEditor {
  document.body.innerHTML = '<div id="app"></div>';
  const root = createRoot(document.getElementById('app') as HTMLElement);
  roots.push(root);
  let latest = initialValue;
  flushSync(() =>
    root.render(
      <ThemeProvider>
        <RichTextEditor
          initialValue={initialValue}
          onChange={(next) => {
            latest = next;
          }}
        />
      </ThemeProvider>,
    ),
  );
  return { document: () => latest, textbox: page.getByRole('textbox', { name: 'Contenido' }) };
}

/** Paragraphs of plain text, one per string. */
export function paragraphs(...texts: string[]): EditorDocument {
  return texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));
}

/** Lets slate-react read the browser's selection (it does so at most every 100 ms). */
export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each block's text, lists flattened to their items' texts. */
export function blockTexts(document: EditorDocument): string[] {
  return document.flatMap((block) =>
    block.type === 'bulleted-list' || block.type === 'numbered-list'
      ? blockTexts(block.children as EditorDocument)
      : [Node.string(block)],
  );
}
