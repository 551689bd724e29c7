import type { ApiClient } from '@pupitre/data';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { confirmPasswordReset, requestPasswordReset } from './api-calls';
import { useApiClient } from './api-client-context';

export interface NewPassword {
  token: string;
  password: string;
  password2: string;
}

export const passwordResetMutations = {
  /** POST /api/auth/password-reset/: the recovery link goes to this address. */
  request: (client: ApiClient) =>
    mutationOptions({ mutationFn: (email: string) => requestPasswordReset(client, email) }),
  /** POST /api/auth/password-reset/confirm/ with the trimmed token. */
  confirm: (client: ApiClient) =>
    mutationOptions({
      mutationFn: ({ token, password, password2 }: NewPassword) =>
        confirmPasswordReset(client, token.trim(), password, password2),
    }),
};

export function useRequestPasswordReset() {
  return useMutation(passwordResetMutations.request(useApiClient()));
}

export function useConfirmPasswordReset() {
  return useMutation(passwordResetMutations.confirm(useApiClient()));
}
