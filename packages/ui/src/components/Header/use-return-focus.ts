import { type RefObject, useEffect, useRef } from 'react';

/** About a second and a half at 60 frames per second: longer than the dialog's closing animation. */
const MAX_FRAMES = 90;

/**
 * After a dialog without a Radix trigger closes, puts focus back on `target`. Radix returns focus to
 * the dialog's own trigger only, so without this a keyboard user would be dropped on <body>. It waits
 * until the dialog has left (focus falls to <body>) and never takes focus the reader moved elsewhere.
 */
export function useReturnFocus(open: boolean, target: RefObject<HTMLElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    let frames = 0;
    let request = 0;
    const check = () => {
      const active = document.activeElement;
      if (!active || active === document.body) target.current?.focus();
      else if (++frames < MAX_FRAMES) request = requestAnimationFrame(check);
    };
    request = requestAnimationFrame(check);
    return () => cancelAnimationFrame(request);
  }, [open, target]);
}
