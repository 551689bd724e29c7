import { useEffect, useRef } from 'react';

/**
 * A save disables the button it was asked from, which drops the focus on <body>: once the save is over
 * (`busy` false again) the focus goes back to that button, unless the author moved it meanwhile.
 */
export function useFocusAfterSave(busy: boolean) {
  const from = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (busy) return;
    const back = from.current;
    from.current = null;
    const lost = !document.activeElement || document.activeElement === document.body;
    if (back?.isConnected && lost) back.focus();
  }, [busy]);
  return {
    /** Called as a save starts. */
    remember: () => {
      from.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
  };
}
