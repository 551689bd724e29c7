import { type DragEvent, useId, useRef, useState } from 'react';
import { ImageIcon } from '../../icons/ImageIcon';
import { coverUploaderMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { SidebarBox } from '../SidebarBox/SidebarBox';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './CoverUploader.css';

export type CoverUploaderStatus =
  | { kind: 'idle' }
  | { kind: 'converting' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

export interface CoverUploaderProps {
  /** The cover to show (URL or data URL); none shows the drop zone. */
  previewUrl?: string | null;
  /** What the app is doing with the last choice; it also decides when a message goes away. */
  status: CoverUploaderStatus;
  /**
   * Called with a chosen or dropped file; the app checks its type and size and converts it.
   * Not called while converting or disabled.
   */
  onSelect(file: File): void;
  onRemove(): void;
  disabled?: boolean;
}

/** The editor sidebar's cover image: a drop zone, then a 16:9 preview with change and remove buttons. */
export function CoverUploader({
  previewUrl,
  status,
  onSelect,
  onRemove,
  disabled = false,
}: CoverUploaderProps) {
  const copy = useMessages({ coverUploader: coverUploaderMessages }).coverUploader;
  const inputId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // Remembers which address failed, so a new preview gets its own chance to load.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const converting = status.kind === 'converting';
  const blocked = converting || disabled;
  const message = status.kind === 'success' || status.kind === 'error' ? status : null;

  const handleDrag = (event: DragEvent<HTMLLabelElement>) => {
    // Always claimed: a file dropped where nobody takes it would replace the editor with the image.
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    setDragging(!blocked);
  };
  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !blocked) onSelect(file);
  };

  return (
    <SidebarBox title={copy.title}>
      <div className={styles.body}>
        {/* aria-disabled while converting, not disabled: disabling the focused input would drop the focus. */}
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-disabled={converting || undefined}
          aria-describedby={message ? messageId : undefined}
          onClick={(event) => {
            if (blocked) event.preventDefault();
          }}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again still reports a change.
            event.currentTarget.value = '';
            if (file && !blocked) onSelect(file);
          }}
        />
        <div className={styles.media}>
          {!previewUrl ? (
            // Dropping is a shortcut for the mouse; the input above is the way in for everyone.
            <label
              htmlFor={inputId}
              className={styles.dropzone}
              data-dragging={dragging || undefined}
              onDragEnter={handleDrag}
              onDragOver={handleDrag}
              onDragLeave={() => setDragging(false)}
              onDrop={handleDrop}
            >
              <ImageIcon size="xl" className={styles.dropzoneIcon} />
              {copy.select}
            </label>
          ) : failedUrl === previewUrl ? (
            <p className={styles.broken}>
              <ImageIcon size="lg" />
              {copy.loadError}
            </p>
          ) : (
            <img
              className={styles.image}
              src={previewUrl}
              alt={copy.previewAlt}
              onError={() => setFailedUrl(previewUrl)}
            />
          )}
          {converting && (
            <p className={styles.busy} role="status">
              <Spinner size="sm" decorative />
              {copy.converting}
            </p>
          )}
        </div>
        {previewUrl && (
          <div className={styles.actions}>
            <Button asChild variant="outline" tone="neutral" size="sm" className={styles.changeLabel}>
              <label htmlFor={inputId}>{copy.change}</label>
            </Button>
            <Button
              variant="outline"
              tone="danger"
              size="sm"
              disabled={blocked}
              onClick={() => {
                onRemove();
                // The button goes away with the cover; the picker that replaces it takes the focus.
                inputRef.current?.focus();
              }}
            >
              {copy.remove}
            </Button>
          </div>
        )}
        {message && (
          <Notice id={messageId} tone={message.kind === 'error' ? 'danger' : 'success'}>
            {message.message}
          </Notice>
        )}
      </div>
    </SidebarBox>
  );
}
