import { useId } from 'react';
import { avatarUploaderMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './AvatarUploader.css';

export interface AvatarUploaderProps {
  /** The current picture; the brand logo stands in when there is none. */
  src?: string | null;
  /** Whose picture it is, e.g. 'Foto de perfil de Renata Ibarra'. */
  alt: string;
  /** Called with the chosen image; the app compresses and sends it. Not called while processing. */
  onFileSelect(file: File): void;
  /** True while the chosen image is compressed and sent. */
  processing?: boolean;
  /** Why the last picture could not be used. */
  error?: string | null;
  /** The visible name of the file picker. */
  label?: string;
}

/** The profile picture and a real file input to replace it. */
export function AvatarUploader({
  src,
  alt,
  onFileSelect,
  processing = false,
  error,
  label,
}: AvatarUploaderProps) {
  const copy = useMessages({ avatarUploader: avatarUploaderMessages }).avatarUploader;
  const inputId = useId();
  const errorId = useId();
  return (
    <div className={styles.block}>
      <div className={styles.frame}>
        <Avatar src={src} alt={alt} size="lg" />
        {processing && (
          <span className={styles.busy}>
            <Spinner size="md" label={copy.processing} />
          </span>
        )}
      </div>
      {/* aria-disabled, not disabled: disabling the focused input would drop keyboard focus to the page. */}
      <input
        id={inputId}
        className={styles.input}
        type="file"
        accept="image/*"
        aria-disabled={processing || undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again still reports a change.
          event.currentTarget.value = '';
          if (file && !processing) onFileSelect(file);
        }}
      />
      <Button asChild variant="outline" tone="neutral" size="sm" className={styles.label}>
        <label htmlFor={inputId}>{label ?? copy.change}</label>
      </Button>
      {error && (
        <div className={styles.error}>
          <Notice id={errorId} tone="danger">
            {error}
          </Notice>
        </div>
      )}
    </div>
  );
}
