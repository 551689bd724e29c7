import { escapeText } from '../serialise/escape-html';
import { exportFileName } from './export-file-name';
import type { EditorExportState, ExportKind } from './export-state';

/** The spec's export fields (accounts-admin §3), in its order and nothing else. */
export function toExportJson(state: EditorExportState): string {
  const fields: EditorExportState = {
    title: state.title,
    content: state.content,
    category: state.category,
    tags: state.tags,
    status: state.status,
    publishDate: state.publishDate,
    editorMode: state.editorMode,
    resumen: state.resumen,
    coverImagePreview: state.coverImagePreview,
  };
  return JSON.stringify(fields, null, 2);
}

/**
 * The post body as a whole page. Without the charset line a browser opening the file from disk may
 * guess another encoding and garble every accent; importing the file again keeps only the body.
 */
export function toExportHtml(state: Pick<EditorExportState, 'title' | 'content'>): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeText(state.title)}</title>`,
    '</head>',
    '<body>',
    state.content,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export interface ExportFile {
  name: string;
  text: string;
  type: string;
}

/** What to hand to downloadFile for an export of `kind`. */
export function exportFile(state: EditorExportState, kind: ExportKind): ExportFile {
  return kind === 'html'
    ? {
        name: exportFileName(state.title, 'html'),
        text: toExportHtml(state),
        type: 'text/html;charset=utf-8',
      }
    : {
        name: exportFileName(state.title, 'json'),
        text: toExportJson(state),
        type: 'application/json;charset=utf-8',
      };
}
