import { useState } from 'react';
import { FileChooser } from '../../internal/FileChooser';
import { runOnEnter } from '../../internal/run-on-enter';
import { imageInsertFormMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import * as styles from './ImageInsertForm.css';

export interface ImageInsert {
  file: File;
  alt: string;
}

export interface ImageInsertFormProps {
  /** While the image is being prepared and uploaded. */
  busy?: boolean;
  /** Why the last attempt failed, in Spanish. */
  error?: string;
  onInsert(image: ImageInsert): void;
  onCancel(): void;
}

/** The editor's image panel: a file and its alternative text, both required. */
export function ImageInsertForm({ busy = false, error, onInsert, onCancel }: ImageInsertFormProps) {
  const copy = useMessages({ imageInsertForm: imageInsertFormMessages }).imageInsertForm;
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string>();
  const insert = () => {
    if (!file) return setProblem(copy.noFile);
    if (alt.trim() === '') return setProblem(copy.noAlt);
    setProblem(undefined);
    onInsert({ file, alt: alt.trim() });
  };
  const message = problem ?? error;
  return (
    <div className={styles.form}>
      <div className={styles.picker}>
        <FileChooser
          accept="image/*"
          disabled={busy}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0]);
            setProblem(undefined);
          }}
          inputClassName={styles.input}
          labelClassName={styles.chooseLabel}
        >
          {file ? copy.change : copy.choose}
        </FileChooser>
        <p className={styles.fileName}>{file ? file.name : copy.noneChosen}</p>
      </div>
      <TextField
        label={copy.altLabel}
        hint={copy.altHint}
        value={alt}
        autoComplete="off"
        disabled={busy}
        onChange={(event) => {
          setAlt(event.target.value);
          setProblem(undefined);
        }}
        onKeyDown={runOnEnter(insert)}
      />
      {message && (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="outline" tone="neutral" onClick={onCancel} disabled={busy}>
          {copy.cancel}
        </Button>
        <Button size="sm" onClick={insert} loading={busy} loadingLabel={copy.uploading}>
          {copy.insert}
        </Button>
      </div>
    </div>
  );
}
