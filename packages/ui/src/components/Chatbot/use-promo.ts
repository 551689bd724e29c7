import { useEffect, useState } from 'react';

type PromoPhase = 'pending' | 'shown' | 'done';

/**
 * The promo bubble's life: it appears `delayMs` after mount unless already dismissed, and hides itself
 * `durationMs` later. Hiding on its own does not count as a dismissal (the app is not told).
 */
export function usePromo({
  dismissed,
  delayMs,
  durationMs,
}: {
  dismissed: boolean;
  delayMs: number;
  durationMs: number;
}) {
  const [phase, setPhase] = useState<PromoPhase>('pending');

  useEffect(() => {
    if (dismissed || phase !== 'pending') return;
    const timer = setTimeout(() => setPhase('shown'), delayMs);
    return () => clearTimeout(timer);
  }, [dismissed, phase, delayMs]);

  useEffect(() => {
    if (phase !== 'shown') return;
    const timer = setTimeout(() => setPhase('done'), durationMs);
    return () => clearTimeout(timer);
  }, [phase, durationMs]);

  return { visible: phase === 'shown' && !dismissed, hide: () => setPhase('done') };
}
