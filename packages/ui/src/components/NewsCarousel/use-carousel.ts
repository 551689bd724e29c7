import { type FocusEvent, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

// setTimeout treats anything above 2^31 - 1 ms as 0, which would spin the carousel.
const MAX_DELAY_MS = 2_147_483_647;

/**
 * The state of an auto-rotating carousel (WAI-ARIA APG): the current slide, wrapping at both ends, and
 * rotation that stops while the pointer is over it, while focus is inside, or when the reader paused it.
 */
export function useCarousel(count: number, intervalMs: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // Readers who asked for less motion start paused; the rotation control can still start it.
  useEffect(() => {
    if (reducedMotion) setUserPaused(true);
  }, [reducedMotion]);

  const current = count > 0 ? Math.min(index, count - 1) : 0;
  const rotating = count > 1 && !userPaused && !hovered && !focused;

  // A fresh timeout per slide: after a manual move the next slide waits a whole interval.
  useEffect(() => {
    if (!rotating) return;
    const delay = Math.min(Math.max(intervalMs, 0), MAX_DELAY_MS);
    const timer = window.setTimeout(() => setIndex((current + 1) % count), delay);
    return () => window.clearTimeout(timer);
  }, [rotating, intervalMs, current, count]);

  return {
    current,
    rotating,
    userPaused,
    goTo: (target: number) => setIndex(((target % count) + count) % count),
    next: () => setIndex((current + 1) % count),
    previous: () => setIndex((current - 1 + count) % count),
    toggleRotation: () => {
      if (userPaused) {
        setUserPaused(false);
        // Resuming is explicit: it wins over the pause that focus on this very button caused.
        setFocused(false);
      } else {
        setUserPaused(true);
      }
    },
    /** Handlers for the carousel's root element. */
    rootHandlers: {
      onPointerEnter: (event: { pointerType: string }) => {
        // A tap fires pointerenter without a matching leave; only a hovering pointer pauses.
        if (event.pointerType !== 'touch') setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
