import { type RefObject, useEffect, useRef } from 'react';

/**
 * After the reader asks for more items, moves focus to the first item that appeared. The load-more
 * button is disabled while loading (and gone once everything is shown), which drops focus to <body>;
 * landing on the first new card keeps the reader's place and reads out what arrived.
 */
export function useFocusNewItems(list: RefObject<HTMLElement | null>, count: number, selector: string) {
  const requestedAt = useRef<number | null>(null);

  useEffect(() => {
    const from = requestedAt.current;
    if (from === null || count <= from) return;
    requestedAt.current = null;
    // Only take focus back when it was lost or still on the grid's own controls.
    const active = document.activeElement;
    const container = list.current?.parentElement;
    if (active && active !== document.body && !container?.contains(active)) return;
    const target = list.current?.children[from]?.querySelector<HTMLElement>(selector);
    target?.focus();
  }, [count, list, selector]);

  return {
    /** Call when the reader asks for more, with the number of items shown at that moment. */
    markRequest(currentCount: number) {
      requestedAt.current = currentCount;
    },
  };
}
