import { type RefObject, useEffect } from 'react';

const SCROLLERS = 'pre, table';

/**
 * Puts each code block or table that scrolls sideways in the tab order, so it can be scrolled from the
 * keyboard (WCAG 2.1.1): the sanitiser strips tabindex and not every browser focuses scrollers itself.
 * Checked again whenever the body changes size or content, so a block that fits stays out of the way.
 */
export function useKeyboardScrollers(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      for (const scroller of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        if (scroller.scrollWidth > scroller.clientWidth) scroller.tabIndex = 0;
        else scroller.removeAttribute('tabindex');
      }
    };
    update();
    const resizes = new ResizeObserver(update);
    resizes.observe(root);
    const edits = new MutationObserver(update);
    edits.observe(root, { childList: true });
    return () => {
      resizes.disconnect();
      edits.disconnect();
    };
  }, [ref]);
}
