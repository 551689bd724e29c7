/** Pixels of scroll after which the header gains its shadow (spec §9). */
export const HEADER_SHADOW_AFTER = 50;
/** The bar's height: the app pads its content by this much, and the header never hides above it. */
export const HEADER_HEIGHT = 64;

export interface ScrollState {
  /** The position the last direction change was measured from. */
  anchorY: number;
  hidden: boolean;
  scrolled: boolean;
}

export interface ScrollOptions {
  shadowAfter: number;
  /** Near the top the header always shows. */
  hideAfter: number;
  /** Movements smaller than this are ignored, so a trembling trackpad does not flicker the header. */
  tolerance: number;
}

export const defaultScrollOptions: ScrollOptions = {
  shadowAfter: HEADER_SHADOW_AFTER,
  hideAfter: HEADER_HEIGHT,
  tolerance: 4,
};

export function initialScrollState(y: number, options = defaultScrollOptions): ScrollState {
  return { anchorY: y, hidden: false, scrolled: y > options.shadowAfter };
}

/** Hides on the way down, shows on the way up; the shadow depends on the position only. */
export function nextScrollState(state: ScrollState, y: number, options = defaultScrollOptions): ScrollState {
  const scrolled = y > options.shadowAfter;
  if (y <= options.hideAfter) return { anchorY: y, hidden: false, scrolled };
  const delta = y - state.anchorY;
  if (Math.abs(delta) <= options.tolerance) return { ...state, scrolled };
  return { anchorY: y, hidden: delta > 0, scrolled };
}
