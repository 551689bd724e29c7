import { ImageInsertForm } from '@pupitre/ui/fragments';
import { useState } from 'react';
import type { BaseSelection, Editor } from 'slate';
import { uploadImage } from '../queries/api-calls';
import { useApiClient } from '../queries/api-client-context';
import { insertImage } from './commands';
import { CoverImageError, compressCover } from './cover/compress-cover';
import { onSelection } from './panel-selection';

export const IMAGE_UPLOAD_FAILED = 'No se pudo subir la imagen. Inténtalo de nuevo.';

interface ImagePanelProps {
  editor: Editor;
  saved: BaseSelection;
  close(): void;
}

/**
 * The insert-image panel: the image is compressed as a cover is (accounts-admin §9), stored in the
 * image store, and placed in the body by its link with the alternative text the writer gave.
 */
export function ImagePanel({ editor, saved, close }: ImagePanelProps) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <ImageInsertForm
      busy={busy}
      error={error}
      onCancel={() => onSelection(editor, saved, close, () => undefined)}
      onInsert={({ file, alt }) => {
        setBusy(true);
        setError(undefined);
        compressCover(file)
          .then((dataUrl) => uploadImage(client, dataUrl))
          .then(
            ({ url }) => onSelection(editor, saved, close, () => insertImage(editor, url, alt)),
            (failure: unknown) => {
              setBusy(false);
              // Compression explains itself in Spanish; a failed upload gets our own message.
              setError(failure instanceof CoverImageError ? failure.message : IMAGE_UPLOAD_FAILED);
            },
          );
      }}
    />
  );
}
