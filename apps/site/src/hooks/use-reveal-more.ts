import { useCallback, useEffect, useRef, useState } from 'react';

export const LOAD_MORE_DELAY_MS = 500;

/**
 * 'Cargar más publicaciones': shows one more page of an already loaded list after 0.5 s (spec §4);
 * starts again from the first page whenever `resetKey` changes (a new search or category). The list
 * opens at `firstPages` pages: the page an address asked for (`?pagina=`), as the server rendered it.
 */
export function useRevealMore(total: number, pageSize: number, resetKey: unknown, firstPages = 1) {
  const [shown, setShown] = useState(pageSize * firstPages);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const previous = useRef({ resetKey, pageSize });

  // resetKey is the trigger: a new search or category starts from the first page again.
  useEffect(() => {
    if (previous.current.resetKey === resetKey && previous.current.pageSize === pageSize) return;
    previous.current = { resetKey, pageSize };
    clearTimeout(timer.current);
    setLoadingMore(false);
    setShown(pageSize);
  }, [resetKey, pageSize]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setShown((current) => current + pageSize);
      setLoadingMore(false);
    }, LOAD_MORE_DELAY_MS);
  }, [pageSize]);

  return {
    shown: Math.min(shown, total),
    hasMore: shown < total,
    /** The page the next 'Cargar más' shows up to: its address without scripts. */
    nextPage: Math.ceil(shown / pageSize) + 1,
    loadingMore,
    loadMore,
  };
}
