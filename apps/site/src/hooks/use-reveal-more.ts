import { useCallback, useEffect, useRef, useState } from 'react';

export const LOAD_MORE_DELAY_MS = 500;

/**
 * 'Cargar más publicaciones': shows one more page of an already loaded list after 0.5 s (spec §4);
 * starts again from the first page whenever `resetKey` changes (a new search or category).
 */
export function useRevealMore(total: number, pageSize: number, resetKey: unknown) {
  const [shown, setShown] = useState(pageSize);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // resetKey is the trigger: a new search or category starts from the first page again.
  useEffect(() => {
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

  return { shown: Math.min(shown, total), hasMore: shown < total, loadingMore, loadMore };
}
