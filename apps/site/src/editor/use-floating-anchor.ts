import type { FloatingAnchor } from '@pupitre/ui/fragments';
import { useEffect, useState } from 'react';
import { type Descendant, type Editor, Range } from 'slate';
import { ReactEditor, useSlateSelector, useSlateStatic } from 'slate-react';

/** accounts-admin §4: the floating toolbar comes back 1.5 s after the last key is released. */
export const FLOATING_TOOLBAR_DELAY_MS = 1500;

const MODIFIERS = new Set(['Shift', 'Control', 'Meta', 'Alt']);

function selectionRect(): FloatingAnchor | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const rect = selection.getRangeAt(0).getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

const sameAnchor = (a: FloatingAnchor | null, b: FloatingAnchor | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height);

/** A non-empty selection and the content around it, or null: typing at a caret changes nothing here. */
interface Selected {
  selection: Range;
  children: Descendant[];
}

const readSelected = (editor: Editor): Selected | null =>
  editor.selection && !Range.isCollapsed(editor.selection)
    ? { selection: editor.selection, children: editor.children }
    : null;

// Bold or a new size moves the selected text's edges: a content change counts as a change here too.
const sameSelected = (a: Selected | null, b: Selected | null) =>
  a === b ||
  (a !== null && b !== null && a.children === b.children && Range.equals(a.selection, b.selection));

/** Whether the author is typing: from a key press until 1.5 s after the last key is released. */
function useTyping(editor: Editor): boolean {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    const element = ReactEditor.toDOMNode(editor, editor);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (MODIFIERS.has(event.key)) return;
      clearTimeout(timer);
      setTyping(true);
    };
    const onKeyUp = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setTyping(false), FLOATING_TOOLBAR_DELAY_MS);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('keyup', onKeyUp);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('keyup', onKeyUp);
    };
  }, [editor]);
  return typing;
}

/**
 * Where the floating toolbar goes: over a non-empty selection in the focused editor, hidden while the
 * writer types.
 */
export function useFloatingAnchor(): FloatingAnchor | null {
  const editor = useSlateStatic();
  const selected = useSlateSelector(readSelected, sameSelected);
  const typing = useTyping(editor);
  const [anchor, setAnchor] = useState<FloatingAnchor | null>(null);

  useEffect(() => {
    const measure = () => {
      const shown = selected && ReactEditor.isFocused(editor) ? selectionRect() : null;
      setAnchor((previous) => (sameAnchor(previous, shown) ? previous : shown));
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [editor, selected]);

  return typing ? null : anchor;
}
