import { useEffect, useState } from 'react';
import {
  defaultScrollOptions,
  initialScrollState,
  nextScrollState,
  type ScrollOptions,
} from './scroll-state';

export interface ScrollDirection {
  /** The reader is scrolling down, away from the top. */
  hidden: boolean;
  /** The page is scrolled past the shadow threshold. */
  scrolled: boolean;
}

/** Follows the window's scroll; on the server and at first render the header shows, without shadow. */
export function useScrollDirection(options: Partial<ScrollOptions> = {}): ScrollDirection {
  const { shadowAfter, hideAfter, tolerance } = { ...defaultScrollOptions, ...options };
  const [direction, setDirection] = useState<ScrollDirection>({ hidden: false, scrolled: false });

  useEffect(() => {
    const settings = { shadowAfter, hideAfter, tolerance };
    let state = initialScrollState(window.scrollY, settings);
    setDirection({ hidden: state.hidden, scrolled: state.scrolled });
    const update = () => {
      const next = nextScrollState(state, window.scrollY, settings);
      if (next.hidden !== state.hidden || next.scrolled !== state.scrolled) {
        setDirection({ hidden: next.hidden, scrolled: next.scrolled });
      }
      state = next;
    };
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [shadowAfter, hideAfter, tolerance]);

  return direction;
}
