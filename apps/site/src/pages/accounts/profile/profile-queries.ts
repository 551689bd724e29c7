import type { User } from '@pupitre/data';
import { useCurrentUser } from '../../../queries/session';
import { useSession } from '../../../session/SessionProvider';
import { displayableAvatar } from '../../../view/avatar-source';

// Runs in the browser only: the profile is a client-rendered account page.
const withDisplayableAvatar = (user: User): User => ({
  ...user,
  avatar: displayableAvatar(user.avatar, window.location.origin),
});

/** The signed-in user as the server has it now (the profile re-reads it on every visit). */
export function useProfile() {
  const { user } = useSession();
  return useCurrentUser({ enabled: user !== null, select: withDisplayableAvatar });
}
