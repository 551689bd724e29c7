import { Editor } from 'slate';
import { useSlateSelector } from 'slate-react';
import { alignmentAt, isBlockActive } from './commands';
import { linkAt } from './inline-commands';
import type { Alignment } from './model';
import { blockButtons, markButtons } from './toolbar-buttons';

/**
 * What the toolbars show about the editor, as plain values. Read after every change (cheap), but the
 * toolbars re-render only when one of these values differs, not on every keystroke.
 */
export interface ToolbarState {
  /** Pressed toggles by button id: marks and block formats. */
  pressed: Readonly<Record<string, boolean>>;
  alignment: Alignment;
  inLink: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

// Read after every keystroke by both toolbars: the marks at the caret are looked up once, not per button.
export function readMarks(editor: Editor): Readonly<Record<string, boolean>> {
  const marks = Editor.marks(editor);
  const pressed: Record<string, boolean> = {};
  for (const [mark] of markButtons) pressed[mark] = marks?.[mark] === true;
  return pressed;
}

export function readToolbarState(editor: Editor): ToolbarState {
  const pressed: Record<string, boolean> = { ...readMarks(editor) };
  for (const [id, format] of blockButtons) pressed[id] = isBlockActive(editor, format);
  return {
    pressed,
    alignment: alignmentAt(editor),
    inLink: linkAt(editor) !== undefined,
    canUndo: editor.history.undos.length > 0,
    canRedo: editor.history.redos.length > 0,
  };
}

export function samePressed(
  a: Readonly<Record<string, boolean>> | null,
  b: Readonly<Record<string, boolean>>,
): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}

export function sameToolbarState(a: ToolbarState | null, b: ToolbarState): boolean {
  return (
    a !== null &&
    a.alignment === b.alignment &&
    a.inLink === b.inLink &&
    a.canUndo === b.canUndo &&
    a.canRedo === b.canRedo &&
    samePressed(a.pressed, b.pressed)
  );
}

/** The main toolbar's state; the component re-renders only when it changes. */
export const useToolbarState = () => useSlateSelector(readToolbarState, sameToolbarState);

/** The floating toolbar's pressed marks. */
export const useMarkState = () => useSlateSelector(readMarks, samePressed);
