import type { User } from '@pupitre/data';
import { useToast } from '@pupitre/ui';
import { useCallback, useRef, useState } from 'react';
import { useUpdateAvatar } from '../../../queries/account';
import { useSession } from '../../../session/SessionProvider';
import { AVATAR_PROCESSING_ERROR, AVATAR_UPDATED, avatarUpdateError, messageOf } from './profile-copy';
import { resizeAvatar } from './resize-avatar';
import { avatarUploadOf } from './upload-avatar';

const UNKNOWN_REASON = 'Error desconocido';

/** accounts-admin §4 "Avatar upload": processing while compressed and sent, then the new image. */
export function useAvatarUpload(user: User) {
  const session = useSession();
  const { mutateAsync: updateAvatar } = useUpdateAvatar();
  const toast = useToast();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two quick picks in the same tick must not start two uploads.
  const running = useRef(false);

  const upload = useCallback(
    async (file: File) => {
      if (running.current) return;
      running.current = true;
      setProcessing(true);
      setError(null);
      try {
        let dataUrl: string;
        try {
          dataUrl = await resizeAvatar(file);
        } catch {
          setError(AVATAR_PROCESSING_ERROR);
          return;
        }
        try {
          // The mutation puts the image just sent into the profile at once, without another request.
          await updateAvatar(avatarUploadOf(dataUrl, user.id));
        } catch (failure) {
          setError(avatarUpdateError(messageOf(failure, UNKNOWN_REASON)));
          return;
        }
        // And into the header.
        session.replaceUser({ ...(session.user ?? user), avatar: dataUrl });
        toast({ title: AVATAR_UPDATED, tone: 'success' });
      } finally {
        running.current = false;
        setProcessing(false);
      }
    },
    [user, session, updateAvatar, toast],
  );

  return { processing, error, upload };
}
