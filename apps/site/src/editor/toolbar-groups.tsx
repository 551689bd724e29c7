import type { EditorToolbarItem } from '@pupitre/ui/fragments';
import type { Editor } from 'slate';
import { HistoryEditor } from 'slate-history';
import { insertRule, setAlignment, toggleBlock, toggleMark } from './commands';
import type { MarkName } from './model';
import { alignButtons, blockButtons, markButtons } from './toolbar-buttons';
import type { ToolbarState } from './toolbar-state';

/**
 * The floating toolbar's marks. Panels stay on the main toolbar: opening one takes the focus from the
 * text, which hides the floating toolbar and would close the panel with it.
 */
export function floatingGroups(editor: Editor, pressed: ToolbarState['pressed']): EditorToolbarItem[][] {
  return [markItems(editor, pressed)];
}

function markItems(editor: Editor, pressed: ToolbarState['pressed']): EditorToolbarItem[] {
  return markButtons.map(([mark, label, glyph]) => ({
    id: mark,
    label,
    glyph: <span style={glyphStyle[mark]}>{glyph}</span>,
    pressed: pressed[mark] === true,
    onActivate: () => toggleMark(editor, mark),
  }));
}

/** The main toolbar's buttons for a state of the editor. */
export function toolbarGroups(
  editor: Editor,
  panels: EditorToolbarItem[],
  state: ToolbarState,
): EditorToolbarItem[][] {
  return [
    markItems(editor, state.pressed),
    panels,
    blockButtons.map(([id, format, label, glyph]) => ({
      id,
      label,
      glyph,
      pressed: state.pressed[id] === true,
      onActivate: () => toggleBlock(editor, format),
    })),
    [
      ...alignButtons.map(([align, label, glyph]) => ({
        id: `align-${align}`,
        label,
        glyph,
        pressed: state.alignment === align,
        onActivate: () => setAlignment(editor, align),
      })),
      { id: 'rule', label: 'Línea horizontal', glyph: '―', onActivate: () => insertRule(editor) },
    ],
    [
      {
        id: 'undo',
        label: 'Deshacer (Ctrl+Z)',
        glyph: '↶',
        disabled: !state.canUndo,
        onActivate: () => HistoryEditor.undo(editor),
      },
      {
        id: 'redo',
        label: 'Rehacer (Ctrl+Shift+Z)',
        glyph: '↷',
        disabled: !state.canRedo,
        onActivate: () => HistoryEditor.redo(editor),
      },
    ],
  ];
}

const glyphStyle: Record<MarkName, React.CSSProperties> = {
  bold: { fontWeight: 700 },
  italic: { fontStyle: 'italic' },
  underline: { textDecoration: 'underline' },
  strikethrough: { textDecoration: 'line-through' },
  code: { fontFamily: 'monospace' },
  // The glyphs x² and x₂ show it themselves.
  superscript: {},
  subscript: {},
};
