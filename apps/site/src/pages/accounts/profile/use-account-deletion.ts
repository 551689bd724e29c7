import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../paths';
import { useDeleteAccount } from '../../../queries/account';
import { useSession } from '../../../session/SessionProvider';
import { clearBrowserData } from './clear-browser-data';
import { DELETE_ACCOUNT_ERROR, messageOf } from './profile-copy';

/** accounts-admin §4 and §9: the farewell stays about 2 s before /login. */
export const ACCOUNT_DELETED_REDIRECT_MS = 2000;

/**
 * accounts-admin §4 "Delete account": closed, open, deleting; a failure shows in the dialog and ends
 * deleting; success closes it, clears the stored session and shows the farewell, then goes to /login.
 */
export function useAccountDeletion() {
  const session = useSession();
  const deletion = useDeleteAccount();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const deleting = deletion.isPending;
  // The client already answers the server's detail, the fallback or the network message.
  const error = deletion.isError ? messageOf(deletion.error, DELETE_ACCOUNT_ERROR) : null;
  const { reset, mutate } = deletion;

  // An effect event: a new session object during the farewell neither restarts nor cuts the timer.
  const finish = useEffectEvent(() => {
    // Logging out also drops everything cached for this account.
    session.logout();
    navigate(paths.login(), { replace: true });
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
      reset();
    },
    [deleting, reset],
  );

  const confirm = useCallback(() => {
    if (deleting) return;
    mutate(undefined, {
      onSuccess: () => {
        // The stored tokens go now; the in-memory user stays until the farewell ends, because the route
        // guard would leave /profile (and the farewell) the moment the session's user is cleared.
        clearBrowserData();
        setOpen(false);
        setDeleted(true);
      },
    });
  }, [deleting, mutate]);

  return { open, setOpen: changeOpen, deleting, error, deleted, confirm };
}
