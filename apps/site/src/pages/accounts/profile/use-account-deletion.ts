import { deleteAccount } from '@pupitre/data';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { apiClient } from '../../../api-client';
import { useSession } from '../../../session/SessionProvider';
import { clearBrowserData } from './clear-browser-data';
import { DELETE_ACCOUNT_ERROR, messageOf } from './profile-copy';
import { profileKeys } from './profile-queries';

/** accounts-admin §4 and §9: the farewell stays about 2 s before /login. */
export const ACCOUNT_DELETED_REDIRECT_MS = 2000;

/**
 * accounts-admin §4 "Delete account": closed, open, deleting; a failure shows in the dialog and ends
 * deleting; success closes it, clears the stored session and shows the farewell, then goes to /login.
 */
export function useAccountDeletion() {
  const session = useSession();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  // An effect event: a new session object during the farewell neither restarts nor cuts the timer.
  const finish = useEffectEvent(() => {
    session.logout();
    queryClient.removeQueries({ queryKey: profileKeys.all });
    navigate('/login', { replace: true });
  });

  useEffect(() => {
    if (!deleted) return;
    let done = false;
    const timer = window.setTimeout(() => {
      done = true;
      finish();
    }, ACCOUNT_DELETED_REDIRECT_MS);
    return () => {
      window.clearTimeout(timer);
      // Leaving early (the browser's back button) must still end a session whose account is gone.
      if (!done) finish();
    };
  }, [deleted]);

  const changeOpen = useCallback(
    (next: boolean) => {
      if (deleting) return;
      setOpen(next);
      setError(null);
    },
    [deleting],
  );

  const confirm = useCallback(async () => {
    if (deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(apiClient);
    } catch (failure) {
      // deleteAccount already answers the server's detail, the fallback or the network message.
      setError(messageOf(failure, DELETE_ACCOUNT_ERROR));
      setDeleting(false);
      return;
    }
    // The stored tokens go now; the in-memory user stays until the farewell ends, because the route
    // guard would leave /profile (and the farewell) the moment the session's user is cleared.
    clearBrowserData();
    setDeleting(false);
    setOpen(false);
    setDeleted(true);
  }, [deleting]);

  return { open, setOpen: changeOpen, deleting, error, deleted, confirm };
}
