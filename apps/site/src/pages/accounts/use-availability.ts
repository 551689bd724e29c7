import { useCallback, useEffect, useRef, useState } from 'react';

/** accounts-admin §4: unknown, checking, available (true), taken (false). */
export type AvailabilityStatus = 'unknown' | 'checking' | 'available' | 'taken';
export type SettledAvailability = 'available' | 'taken';

export interface Availability {
  /** The status for this exact value ('unknown' until it has been checked). */
  statusOf(value: string | null): AvailabilityStatus;
  /**
   * Checks a value, reusing an answer or a call in flight for it unless `fresh` (the pre-submit check
   * always asks the server again).
   */
  verify(value: string, fresh?: boolean): Promise<SettledAvailability>;
  /** The server refused the registration because of this value. */
  markTaken(value: string): void;
}

/**
 * Availability of a username or an email. Only an explicit `available: false` blocks: a failed call
 * (network, server error) counts as available and the registration call has the last word.
 */
export function useAvailability(check: (value: string) => Promise<{ available: boolean }>): Availability {
  const [current, setCurrent] = useState<{ value: string; status: AvailabilityStatus } | null>(null);
  const answers = useRef(new Map<string, SettledAvailability>());
  const inFlight = useRef(new Map<string, Promise<SettledAvailability>>());

  const verify = useCallback(
    (value: string, fresh = false): Promise<SettledAvailability> => {
      const pending = inFlight.current.get(value);
      if (pending && !fresh) return pending;
      const known = answers.current.get(value);
      if (known && !fresh) {
        setCurrent({ value, status: known });
        return Promise.resolve(known);
      }
      setCurrent({ value, status: 'checking' });
      const call: Promise<SettledAvailability> = check(value)
        .then(
          (answer): SettledAvailability => (answer.available === false ? 'taken' : 'available'),
          (): SettledAvailability => 'available',
        )
        .then((status) => {
          answers.current.set(value, status);
          if (inFlight.current.get(value) === call) inFlight.current.delete(value);
          // An answer for a value the reader has since changed must not overwrite the newer status.
          setCurrent((shown) => (shown?.value === value ? { value, status } : shown));
          return status;
        });
      inFlight.current.set(value, call);
      return call;
    },
    [check],
  );

  const markTaken = useCallback((value: string) => {
    answers.current.set(value, 'taken');
    setCurrent({ value, status: 'taken' });
  }, []);

  const statusOf = useCallback(
    (value: string | null): AvailabilityStatus =>
      value !== null && current?.value === value ? current.status : 'unknown',
    [current],
  );

  return { statusOf, verify, markTaken };
}

/** Checks `value` once it has stopped changing for `delayMs`; null means "not worth checking". */
export function useCheckWhenSettled(
  value: string | null,
  delayMs: number,
  enabled: boolean,
  verify: Availability['verify'],
): void {
  useEffect(() => {
    if (!enabled || value === null) return;
    const timer = setTimeout(() => void verify(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, enabled, verify]);
}
