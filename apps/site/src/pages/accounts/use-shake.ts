import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the failure shake lasts (accounts-admin §2, Login); matches the shake animation of ui's AccountCard. */
export const SHAKE_MS = 500;

/**
 * `shaking` is true for 0.5 s after `shake()`. A timer (not animationend) ends it, because with reduced
 * motion there is no animation and so no event.
 */
export function useShake(): { shaking: boolean; shake: () => void } {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const shake = useCallback(() => {
    clearTimeout(timer.current);
    setShaking(true);
    timer.current = setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);

  return { shaking, shake };
}
