export interface FloatingAnchor {
  /** The selection's bounding rectangle, in viewport coordinates. */
  top: number;
  left: number;
  width: number;
  /** Needed to flip below the selection; 0 when left out. */
  height?: number;
}

export interface FloatingPlacement {
  top: number;
  left: number;
  side: 'above' | 'below';
}

interface Size {
  width: number;
  height: number;
}

/** Space between the selection and the toolbar, and between the toolbar and the screen's edges. */
export const FLOATING_GAP = 8;
export const VIEWPORT_MARGIN = 8;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Where a toolbar of `size` goes: above the selection and centred on it, kept inside the viewport;
 * below it when there is no room above.
 */
export function placeOverSelection(anchor: FloatingAnchor, size: Size, viewport: Size): FloatingPlacement {
  const centred = anchor.left + anchor.width / 2 - size.width / 2;
  const left = clamp(centred, VIEWPORT_MARGIN, viewport.width - VIEWPORT_MARGIN - size.width);
  const above = anchor.top - FLOATING_GAP - size.height;
  if (above >= VIEWPORT_MARGIN) return { top: above, left, side: 'above' };
  const below = anchor.top + (anchor.height ?? 0) + FLOATING_GAP;
  const lowest = viewport.height - VIEWPORT_MARGIN - size.height;
  return { top: clamp(below, VIEWPORT_MARGIN, lowest), left, side: 'below' };
}
