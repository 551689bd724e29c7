import type { User } from '@pupitre/data';
import { Avatar, Spinner } from '@pupitre/ui';
import { useId } from 'react';
import * as styles from './AvatarUpload.css';
import { useAvatarUpload } from './use-avatar-upload';

export const CHANGE_PHOTO_LABEL = 'Cambiar foto';

/** The profile picture and a real file input to replace it (accounts-admin §4 "Avatar upload"). */
export function AvatarUpload({ user, name }: { user: User; name: string }) {
  const inputId = useId();
  const errorId = useId();
  const { processing, error, upload } = useAvatarUpload(user);
  return (
    <div className={styles.block}>
      <div className={styles.frame}>
        <Avatar src={user.avatar} alt={`Foto de perfil de ${name}`} size="lg" />
        {processing && (
          <span className={styles.busy}>
            <Spinner size="md" label="Procesando imagen..." />
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
          if (file && !processing) void upload(file);
        }}
      />
      <label htmlFor={inputId} className={styles.label}>
        {CHANGE_PHOTO_LABEL}
      </label>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
