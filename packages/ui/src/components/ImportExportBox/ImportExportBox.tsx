import { useId } from 'react';
import { FileChooser } from '../../internal/FileChooser';
import { importExportBoxMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { SidebarBox } from '../SidebarBox/SidebarBox';
import * as styles from './ImportExportBox.css';

export const exportKinds = ['json', 'html'] as const;
export type ExportKind = (typeof exportKinds)[number];

export interface ImportExportBoxProps {
  /** Called with the chosen file; the app reads it and reports whether it could. */
  onImport(file: File): void;
  onExport(kind: ExportKind): void;
  disabled?: boolean;
}

/** The editor sidebar's box for loading a post from a file and saving it as JSON or HTML. */
export function ImportExportBox({ onImport, onExport, disabled = false }: ImportExportBoxProps) {
  const copy = useMessages({ importExportBox: importExportBoxMessages }).importExportBox;
  const hintId = useId();
  return (
    <SidebarBox title={copy.title}>
      <div className={styles.body}>
        <FileChooser
          accept=".html,.htm,.json"
          disabled={disabled}
          describedBy={hintId}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that importing the same file again still reports a change.
            event.currentTarget.value = '';
            if (file) onImport(file);
          }}
          inputClassName={styles.input}
          labelClassName={styles.importLabel}
          fullWidth
        >
          {copy.import}
        </FileChooser>
        <p id={hintId} className={styles.hint}>
          {copy.hint}
        </p>
        <div className={styles.exports}>
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => onExport('json')}>
            {copy.exportJson}
          </Button>
          <Button variant="outline" size="sm" disabled={disabled} onClick={() => onExport('html')}>
            {copy.exportHtml}
          </Button>
        </div>
      </div>
    </SidebarBox>
  );
}
