import { useEffect, useRef, useState } from 'react';

type ChatWindowComponent = typeof import('./ChatWindow').ChatWindow;

// The window's code is not needed to read a page. Pointer or focus on the bubble fetches it; opening
// waits for it with the bubble (and its focus) still in place. Once here it renders at once, every time.
let loaded: ChatWindowComponent | null = null;

function loadChatWindow(): Promise<ChatWindowComponent> {
  return import('./ChatWindow').then((module) => {
    loaded = module.ChatWindow;
    return loaded;
  });
}

/** Starts the download ahead of a press; a failed one is tried again on the press. */
export function warmChatWindow() {
  loadChatWindow().catch(() => undefined);
}

/**
 * The window component once it is loaded, loading it while `wanted`; null until then. A failed
 * download calls `onFailed`, so the caller can stand down and let the next press try again.
 */
export function useChatWindow(wanted: boolean, onFailed: () => void): ChatWindowComponent | null {
  const [component, setComponent] = useState(() => loaded);
  // Read when the download ends: a new function on each render must not start another.
  const failed = useRef(onFailed);
  failed.current = onFailed;
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    loadChatWindow()
      .then((window) => {
        if (current) setComponent(() => window);
      })
      .catch(() => {
        if (current) failed.current();
      });
    return () => {
      current = false;
    };
  }, [wanted, component]);
  return component;
}
