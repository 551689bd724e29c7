import { fetchCurrentUser, fetchMyPosts, type User } from '@pupitre/data';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../api-client';
import { useSession } from '../../../session/SessionProvider';
import { displayableAvatar } from '../../../view/avatar-source';

/** accounts-admin §7 and §9: the profile's published posts, one page of 20 from the start. */
export const MY_POSTS_PAGE = { limite: 20, offset: 0 } as const;

// Keyed by username so a later session in the same tab never sees the previous user's cached profile.
export const profileKeys = {
  all: ['perfil'] as const,
  user: (username: string) => ['perfil', username] as const,
  posts: (username: string) => ['perfil', username, 'publicaciones'] as const,
};

async function loadProfile(): Promise<User> {
  const user = await fetchCurrentUser(apiClient);
  return { ...user, avatar: displayableAvatar(user.avatar, window.location.origin) };
}

/** The signed-in user as the server has it now (the profile re-reads it on every visit). */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileKeys.user(user?.username ?? ''),
    queryFn: loadProfile,
    enabled: user !== null,
  });
}

export function useMyPosts() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileKeys.posts(user?.username ?? ''),
    queryFn: () => fetchMyPosts(apiClient, MY_POSTS_PAGE),
    enabled: user !== null,
  });
}
