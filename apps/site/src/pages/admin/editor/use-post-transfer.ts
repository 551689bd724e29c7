import { useToast } from '@pupitre/ui';
import type { ExportKind } from '@pupitre/ui/fragments';
import { downloadFile } from '../../../editor/transfer/download-file';
import type { EditorExportState } from '../../../editor/transfer/export-state';
import { type ImportedFile, readImportFile } from '../../../editor/transfer/import-file';
import { exportFile } from '../../../editor/transfer/post-export';
import {
  EXPORTED,
  exportFailed,
  IMPORT_INVALID_FORMAT,
  IMPORTED_FROM_JSON,
  IMPORTED_HTML,
} from '../../../editor/transfer/transfer-messages';
import { ADMIN_TOAST_MS } from '../AdminPanelPage';

interface TransferOptions {
  exportState(): EditorExportState;
  applyImport(imported: ImportedFile): void;
}

/** The import/export box's actions, with the spec's messages (accounts-admin §8). */
export function usePostTransfer({ exportState, applyImport }: TransferOptions) {
  const toast = useToast();
  const tell = (title: string, tone: 'success' | 'danger') =>
    toast({ title, tone, duration: ADMIN_TOAST_MS });
  return {
    onImport: (file: File) =>
      readImportFile(file).then(
        (imported) => {
          applyImport(imported);
          tell(imported.kind === 'json' ? IMPORTED_FROM_JSON : IMPORTED_HTML, 'success');
        },
        (error: unknown) => tell(error instanceof Error ? error.message : IMPORT_INVALID_FORMAT, 'danger'),
      ),
    onExport: (kind: ExportKind) => {
      try {
        const file = exportFile(exportState(), kind);
        downloadFile(file.name, file.text, file.type);
        tell(EXPORTED, 'success');
      } catch (error) {
        tell(exportFailed(error instanceof Error ? error.message : String(error)), 'danger');
      }
    },
  };
}
