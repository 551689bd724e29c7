import type { EditorToolbarItem } from '@pupitre/ui';
import type { Editor } from 'slate';
import { HistoryEditor } from 'slate-history';
import {
  alignmentAt,
  type BlockFormat,
  insertRule,
  isBlockActive,
  isMarkActive,
  setAlignment,
  toggleBlock,
  toggleMark,
} from './commands';
import type { Alignment, MarkName } from './model';

const marks: [MarkName, string, string][] = [
  ['bold', 'Negrita (Ctrl+B)', 'B'],
  ['italic', 'Cursiva (Ctrl+I)', 'I'],
  ['underline', 'Subrayado (Ctrl+U)', 'U'],
  ['strikethrough', 'Tachado', 'S'],
  ['code', 'Código en línea', '</>'],
];

const blocks: [string, BlockFormat, string, string][] = [
  ['h2', { type: 'heading', level: 2 }, 'Título H2', 'H2'],
  ['h3', { type: 'heading', level: 3 }, 'Título H3', 'H3'],
  ['h4', { type: 'heading', level: 4 }, 'Título H4', 'H4'],
  ['quote', { type: 'blockquote' }, 'Cita', '“ ”'],
  ['bulleted', { type: 'bulleted-list' }, 'Lista con viñetas', '•—'],
  ['numbered', { type: 'numbered-list' }, 'Lista numerada 1.', '1.'],
  ['code-block', { type: 'code-block' }, 'Bloque de código', '{ }'],
];

const aligns: [Alignment, string, string][] = [
  ['left', 'Alinear a la izquierda', '⇤'],
  ['center', 'Centrar', '↔'],
  ['right', 'Alinear a la derecha', '⇥'],
  ['justify', 'Justificar', '≡'],
];

/**
 * The floating toolbar's marks. Panels stay on the main toolbar: opening one takes the focus from the
 * text, which hides the floating toolbar and would close the panel with it.
 */
export function floatingGroups(editor: Editor): EditorToolbarItem[][] {
  return [markItems(editor)];
}

function markItems(editor: Editor): EditorToolbarItem[] {
  return marks.map(([mark, label, glyph]) => ({
    id: mark,
    label,
    glyph: <span style={glyphStyle[mark]}>{glyph}</span>,
    pressed: isMarkActive(editor, mark),
    onActivate: () => toggleMark(editor, mark),
  }));
}

/** The toolbar's buttons for the editor's current state (rebuilt on every change). */
export function toolbarGroups(editor: Editor, panels: EditorToolbarItem[]): EditorToolbarItem[][] {
  const alignment = alignmentAt(editor);
  return [
    markItems(editor),
    panels,
    blocks.map(([id, format, label, glyph]) => ({
      id,
      label,
      glyph,
      pressed: isBlockActive(editor, format),
      onActivate: () => toggleBlock(editor, format),
    })),
    [
      ...aligns.map(([align, label, glyph]) => ({
        id: `align-${align}`,
        label,
        glyph,
        pressed: alignment === align,
        onActivate: () => setAlignment(editor, align),
      })),
      { id: 'rule', label: 'Línea horizontal', glyph: '―', onActivate: () => insertRule(editor) },
    ],
    [
      {
        id: 'undo',
        label: 'Deshacer (Ctrl+Z)',
        glyph: '↶',
        disabled: editor.history.undos.length === 0,
        onActivate: () => HistoryEditor.undo(editor),
      },
      {
        id: 'redo',
        label: 'Rehacer (Ctrl+Shift+Z)',
        glyph: '↷',
        disabled: editor.history.redos.length === 0,
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
};
