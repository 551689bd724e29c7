import { memo, useEffect, useState } from 'react';
import type { Editor } from 'slate';
import { useSlateSelector } from 'slate-react';
import type { EditorDocument } from './model';
import { countWords, describeLength } from './word-count';

/** Counting a long post's words takes a few milliseconds: done once the author pauses, not per key. */
export const WORD_COUNT_DELAY_MS = 300;

const readChildren = (editor: Editor) => editor.children as EditorDocument;

/** '723 palabras · 4 min de lectura', brought up to date a moment after the author stops typing. */
export const LengthFooter = memo(function LengthFooter({ initial }: { initial: EditorDocument }) {
  const children = useSlateSelector(readChildren);
  const [words, setWords] = useState(() => countWords(initial));
  useEffect(() => {
    const timer = setTimeout(() => setWords(countWords(children)), WORD_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [children]);
  return describeLength(words);
});
