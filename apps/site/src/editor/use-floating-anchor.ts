import type { FloatingAnchor } from '@pupitre/ui';
import { useEffect, useRef, useState } from 'react';
import { Range } from 'slate';
import { ReactEditor, useSlateStatic } from 'slate-react';

/** accounts-admin §4: the floating toolbar comes back 1.5 s after the last key is released. */
export const FLOATING_TOOLBAR_DELAY_MS = 1500;

function selectionRect(): FloatingAnchor | null {
  const selection = window.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const rect = selection.getRangeAt(0).getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/**
 * Where the floating toolbar goes: over a non-empty selection in the focused editor, hidden while the
 * writer types. `changes` is any value that changes with the editor's content or selection.
 */
export function useFloatingAnchor(changes: unknown) {
  const editor = useSlateStatic();
  const [typing, setTyping] = useState(false);
  const [anchor, setAnchor] = useState<FloatingAnchor | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const measure = () => {
      const { selection } = editor;
      const shown = selection && !Range.isCollapsed(selection) && ReactEditor.isFocused(editor);
      setAnchor(shown ? selectionRect() : null);
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [editor, changes]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    anchor: typing ? null : anchor,
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Shift' || event.key === 'Control' || event.key === 'Meta' || event.key === 'Alt')
        return;
      clearTimeout(timer.current);
      setTyping(true);
    },
    onKeyUp: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setTyping(false), FLOATING_TOOLBAR_DELAY_MS);
    },
  };
}
