import { htmlBodyOf } from './html-body';
import { type ImportedState, parseImportedJson } from './import-schema';
import { IMPORT_INVALID_FORMAT, IMPORT_UNSUPPORTED_FORMAT } from './transfer-messages';

/** Why a file could not be imported; the message is the spec's Spanish, ready to show. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

export type ImportedFile = { kind: 'json'; state: ImportedState } | { kind: 'html'; html: string };

const EXTENSION = /\.(html?|json)$/i;

/** The file's kind by its extension (accounts-admin §5: .html, .htm and .json only). */
export function importKindOf(fileName: string): 'json' | 'html' | undefined {
  const extension = EXTENSION.exec(fileName)?.[1]?.toLowerCase();
  if (!extension) return undefined;
  return extension === 'json' ? 'json' : 'html';
}

async function textOf(file: File): Promise<string> {
  try {
    return await file.text();
  } catch {
    throw new ImportFileError(IMPORT_INVALID_FORMAT);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportFileError(IMPORT_INVALID_FORMAT);
  }
}

/**
 * Reads an exported post (.json, with at least a text `content`) or a page (.html, .htm). Rejects with
 * an ImportFileError: 'Formato de archivo no soportado' for another extension, 'Error al importar:
 * formato invalido' for a file that cannot be read or is not an export.
 */
export async function readImportFile(file: File): Promise<ImportedFile> {
  const kind = importKindOf(file.name);
  if (!kind) throw new ImportFileError(IMPORT_UNSUPPORTED_FORMAT);
  const text = await textOf(file);
  if (kind === 'html') return { kind, html: htmlBodyOf(text) };
  const state = parseImportedJson(parseJson(text));
  if (!state) throw new ImportFileError(IMPORT_INVALID_FORMAT);
  return { kind, state };
}
