import type { ApiClient, RegisterRequest } from '@pupitre/data';
import { mutationOptions, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccount, register, updateAvatar } from './api-calls';
import { useApiClient } from './api-client-context';
import { commentKeys } from './comments';
import { userKeys } from './session';

export interface AvatarUpload {
  /** The image as a data URL. */
  avatarData: string;
  userId: number;
}

export const accountMutations = {
  register: (client: ApiClient) =>
    mutationOptions({ mutationFn: (request: RegisterRequest) => register(client, request) }),

  /** The account's comments go with it: every comment list is stale. */
  remove: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: () => deleteAccount(client),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
    }),

  /** The image just sent shows at once (no second request), and comments pick up the new face. */
  avatar: (client: ApiClient, queryClient: QueryClient) =>
    mutationOptions({
      mutationFn: ({ avatarData, userId }: AvatarUpload) => updateAvatar(client, avatarData, userId),
      onSuccess: (_answer, { avatarData }) => {
        queryClient.setQueryData(userKeys.current(), (user) => user && { ...user, avatar: avatarData });
        return queryClient.invalidateQueries({ queryKey: commentKeys.all });
      },
    }),
};

export function useRegisterAccount() {
  return useMutation(accountMutations.register(useApiClient()));
}

export function useDeleteAccount() {
  return useMutation(accountMutations.remove(useApiClient(), useQueryClient()));
}

export function useUpdateAvatar() {
  return useMutation(accountMutations.avatar(useApiClient(), useQueryClient()));
}
