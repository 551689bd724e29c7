import type { User } from '@pupitre/data';
import { useToast } from '@pupitre/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useSession } from '../../../session/SessionProvider';
import { AVATAR_PROCESSING_ERROR, AVATAR_UPDATED, avatarUpdateError, messageOf } from './profile-copy';
import { profileKeys } from './profile-queries';
import { resizeAvatar } from './resize-avatar';
import { sendAvatar } from './upload-avatar';

const UNKNOWN_REASON = 'Error desconocido';

/** accounts-admin §4 "Avatar upload": processing while compressed and sent, then the new image. */
export function useAvatarUpload(user: User) {
  const session = useSession();
  const queryClient = useQueryClient();
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
          await sendAvatar(dataUrl, user.id);
        } catch (failure) {
          setError(avatarUpdateError(messageOf(failure, UNKNOWN_REASON)));
          return;
        }
        // The image just sent shows at once, here and in the header, without another request.
        // Same key as useProfile, which is keyed by the session's username.
        queryClient.setQueryData(profileKeys.user(session.user?.username ?? user.username), {
          ...user,
          avatar: dataUrl,
        });
        session.replaceUser({ ...(session.user ?? user), avatar: dataUrl });
        toast({ title: AVATAR_UPDATED, tone: 'success' });
      } finally {
        running.current = false;
        setProcessing(false);
      }
    },
    [user, session, queryClient, toast],
  );

  return { processing, error, upload };
}
