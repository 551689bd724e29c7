import type { BlockFormat } from './commands';
import type { Alignment, MarkName } from './model';

/** The toolbar's toggles as data: their id, what they apply, their Spanish name and their glyph. */

export const markButtons: readonly (readonly [MarkName, string, string])[] = [
  ['bold', 'Negrita (Ctrl+B)', 'B'],
  ['italic', 'Cursiva (Ctrl+I)', 'I'],
  ['underline', 'Subrayado (Ctrl+U)', 'U'],
  ['strikethrough', 'Tachado', 'S'],
  ['code', 'Código en línea', '</>'],
  ['superscript', 'Superíndice x² (Ctrl+.)', 'x²'],
  ['subscript', 'Subíndice x₂ (Ctrl+,)', 'x₂'],
];

export const blockButtons: readonly (readonly [string, BlockFormat, string, string])[] = [
  ['h2', { type: 'heading', level: 2 }, 'Título H2', 'H2'],
  ['h3', { type: 'heading', level: 3 }, 'Título H3', 'H3'],
  ['h4', { type: 'heading', level: 4 }, 'Título H4', 'H4'],
  ['quote', { type: 'blockquote' }, 'Cita', '“ ”'],
  ['bulleted', { type: 'bulleted-list' }, 'Lista con viñetas', '•—'],
  ['numbered', { type: 'numbered-list' }, 'Lista numerada 1.', '1.'],
  ['code-block', { type: 'code-block' }, 'Bloque de código', '{ }'],
];

export const alignButtons: readonly (readonly [Alignment, string, string])[] = [
  ['left', 'Alinear a la izquierda', '⇤'],
  ['center', 'Centrar', '↔'],
  ['right', 'Alinear a la derecha', '⇥'],
  ['justify', 'Justificar', '≡'],
];
