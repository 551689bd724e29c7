import { type MutationOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { runMutation } from './run-mutation';

type LightStatus = 'idle' | 'pending' | 'success' | 'error';

export interface LightMutation<Variables> {
  status: LightStatus;
  isIdle: boolean;
  isSuccess: boolean;
  error: Error | null;
  mutate: (variables: Variables, callbacks?: { onSuccess?: () => void }) => void;
  reset: () => void;
}

/**
 * The status `useMutation` shows, for a form on every page (the footer's newsletter box): the call goes
 * through the client's mutation cache (runMutation) and only its latest run is shown, so the shell
 * every reading page loads stays without `useMutation`'s observer.
 */
export function useLightMutation<Data, Variables>(
  options: MutationOptions<Data, Error, Variables>,
): LightMutation<Variables> {
  const queryClient = useQueryClient();
  const [state, setState] = useState<{ status: LightStatus; error: Error | null }>({
    status: 'idle',
    error: null,
  });
  const latestRun = useRef(0);

  const mutate = useCallback<LightMutation<Variables>['mutate']>(
    (variables, callbacks) => {
      const run = ++latestRun.current;
      setState({ status: 'pending', error: null });
      runMutation(queryClient, options, variables).then(
        () => {
          if (run !== latestRun.current) return;
          setState({ status: 'success', error: null });
          callbacks?.onSuccess?.();
        },
        (error: Error) => {
          if (run === latestRun.current) setState({ status: 'error', error });
        },
      );
    },
    [queryClient, options],
  );
  const reset = useCallback(() => {
    latestRun.current++;
    setState({ status: 'idle', error: null });
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isSuccess: state.status === 'success',
    mutate,
    reset,
  };
}
