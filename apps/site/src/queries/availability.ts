import type { ApiClient } from '@pupitre/data';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkEmail, checkUsername } from './api-calls';
import { useApiClient } from './api-client-context';

/** accounts-admin §4: a checked value is available or taken. */
export type Availability = 'available' | 'taken';

/** An answer is reused this long (a blur check, then the debounced one for the same value). */
export const AVAILABILITY_FRESH_MS = 60_000;

/** The register form's fields whose value must not be in use already. */
export type AvailabilityField = 'username' | 'email';

export const availabilityKeys = {
  all: ['disponibilidad'] as const,
  of: (field: AvailabilityField, value: string) => [...availabilityKeys.all, field, value] as const,
};

/**
 * Only an explicit `available: false` blocks: a failed call (network, server error) counts as available
 * and the registration call has the last word (accounts-admin §5).
 */
function settle(check: Promise<{ available: boolean }>): Promise<Availability> {
  return check.then(
    (answer): Availability => (answer.available === false ? 'taken' : 'available'),
    (): Availability => 'available',
  );
}

const checkOptions = {
  staleTime: AVAILABILITY_FRESH_MS,
  // The app refetches on every mount; an availability answer is worth reusing until it goes stale.
  refetchOnMount: true,
  retry: false,
} as const;

const checks = { username: checkUsername, email: checkEmail };

export const availabilityQueries = {
  /** GET /api/auth/user/{username}/check or POST /api/auth/email/check. */
  of: (client: ApiClient, field: AvailabilityField, value: string) =>
    queryOptions({
      queryKey: availabilityKeys.of(field, value),
      queryFn: () => settle(checks[field](client, value)),
      ...checkOptions,
    }),
};

/** The live check of one value; `value` null (or `enabled` false) asks nothing. */
export function useAvailabilityCheck(field: AvailabilityField, value: string | null, enabled: boolean) {
  return useQuery({
    ...availabilityQueries.of(useApiClient(), field, value ?? ''),
    enabled: enabled && value !== null,
  });
}

/** The pre-submit check (always asks the server again) and the server's own "taken". */
export function useAvailabilityActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return {
    verify: (field: AvailabilityField, value: string): Promise<Availability> =>
      queryClient.fetchQuery({ ...availabilityQueries.of(client, field, value), staleTime: 0 }),
    markTaken: (field: AvailabilityField, value: string) => {
      queryClient.setQueryData<Availability>(availabilityKeys.of(field, value), 'taken');
    },
  };
}
