import { useState } from 'react';
import { FileChooser } from '../../internal/FileChooser';
import { runOnEnter } from '../../internal/run-on-enter';
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

const NO_FILE = 'Elige una imagen.';
const NO_ALT = 'Escribe un texto alternativo.';

/** The editor's image panel: a file and its alternative text, both required. */
export function ImageInsertForm({ busy = false, error, onInsert, onCancel }: ImageInsertFormProps) {
  const [file, setFile] = useState<File>();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string>();
  const insert = () => {
    if (!file) return setProblem(NO_FILE);
    if (alt.trim() === '') return setProblem(NO_ALT);
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
          {file ? 'Cambiar imagen' : 'Elegir imagen'}
        </FileChooser>
        <p className={styles.fileName}>{file ? file.name : 'Ninguna imagen elegida.'}</p>
      </div>
      <TextField
        label="Texto alternativo"
        hint="Describe la imagen para quien no puede verla."
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
          Cancelar
        </Button>
        <Button size="sm" onClick={insert} loading={busy} loadingLabel="Subiendo imagen...">
          Insertar imagen
        </Button>
      </div>
    </div>
  );
}
