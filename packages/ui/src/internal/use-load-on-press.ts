import { startTransition, useState } from 'react';

/**
 * For a control whose code loads on first use, behind a stand-in: `fetch` (on pointer or focus) starts
 * the download, `open` (on a press) asks for the full control. The press is kept in a transition, so
 * the stand-in stays on screen, focus included, until the full control is ready to take its place.
 */
export function useLoadOnPress(load: () => Promise<unknown>) {
  const [pressed, setPressed] = useState(false);
  return {
    pressed,
    fetch: () => void load(),
    open: () => startTransition(() => setPressed(true)),
  };
}
