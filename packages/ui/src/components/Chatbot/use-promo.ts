import { useEffect, useRef, useState } from 'react';

type PromoPhase = 'pending' | 'shown' | 'done';

/**
 * The promo bubble's life: it appears `delayMs` after mount unless already dismissed, and hides itself
 * `durationMs` later. Hiding on its own counts as a dismissal for the session (reading-area §2
 * Chatbot): `onExpire` tells the app, so the bubble does not come back on the next page.
 */
export function usePromo({
  dismissed,
  delayMs,
  durationMs,
  onExpire,
}: {
  dismissed: boolean;
  delayMs: number;
  durationMs: number;
  onExpire(): void;
}) {
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const [phase, setPhase] = useState<PromoPhase>('pending');

  useEffect(() => {
    if (dismissed || phase !== 'pending') return;
    const timer = setTimeout(() => setPhase('shown'), delayMs);
    return () => clearTimeout(timer);
  }, [dismissed, phase, delayMs]);

  useEffect(() => {
    if (phase !== 'shown') return;
    const timer = setTimeout(() => {
      setPhase('done');
      expire.current();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [phase, durationMs]);

  return { visible: phase === 'shown' && !dismissed, hide: () => setPhase('done') };
}
