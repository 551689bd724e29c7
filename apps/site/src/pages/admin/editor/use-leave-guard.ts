import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { holdHistoryTraversals, traverseTo } from './history-traversal';

export interface LeaveGuard {
  /** The in-site address a click tried to open while there were unsaved changes. */
  pending: string | null;
  leave(): void;
  stay(): void;
}

function sameSitePath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return null;
  // A download (an export) stays on the page.
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (!url.protocol.startsWith('http') || url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Leaving the editor with unsaved changes asks first: the browser's own prompt for a reload or a
 * closed tab, and ours for a link inside the site and for Back and Forward (the button, Alt+←, a
 * mouse button or a swipe).
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();
  // The history entry Back or Forward was heading for, or null when a link was followed.
  const destination = useRef<string | null>(null);
  const dirtyRef = useRef(dirty);
  // Set once the author chose to leave: a render in between must not make the guard ask again.
  const leaving = useRef(false);
  dirtyRef.current = dirty && !leaving.current;

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    };
    // Capture, so the site's router never sees the click it would have followed.
    const click = (event: MouseEvent) => {
      if (!dirtyRef.current) return;
      const path = sameSitePath(event);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      destination.current = null;
      setPending(path);
    };
    // Back and Forward ask before they move: the Navigation API's navigate event comes first.
    // Without it (older browsers) the editor is left, and the copy it writes then is offered back.
    const stopHolding = holdHistoryTraversals((path, key) => {
      if (!dirtyRef.current) return false;
      destination.current = key;
      setPending(path);
      return true;
    });
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      stopHolding();
      document.removeEventListener('click', click, true);
    };
  }, []);

  return {
    pending,
    leave: () => {
      const path = pending;
      setPending(null);
      leaving.current = true;
      dirtyRef.current = false;
      if (path === null) return;
      if (destination.current !== null) traverseTo(destination.current);
      else navigate(path);
    },
    stay: () => setPending(null),
  };
}
