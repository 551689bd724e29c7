import type { ExportKind } from './export-state';

/** The name used when a title has no letter or digit to build one from. */
export const UNTITLED_EXPORT_NAME = 'publicacion';

const NOT_ALPHANUMERIC = /[^\p{L}\p{N}]/gu;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * accounts-admin §9: the title lower-cased with every other character than a letter or digit replaced
 * by '_', then '.html' or '_export.json'. Accented letters and ñ are letters, so "Cómo estudiar" gives
 * "cómo_estudiar.html" rather than "c_mo_estudiar.html"; browsers and file systems take such names.
 */
export function exportFileName(title: string, kind: ExportKind): string {
  const lowered = title.normalize('NFC').toLocaleLowerCase('es');
  const base = ALPHANUMERIC.test(lowered) ? lowered.replace(NOT_ALPHANUMERIC, '_') : UNTITLED_EXPORT_NAME;
  return kind === 'html' ? `${base}.html` : `${base}_export.json`;
}
