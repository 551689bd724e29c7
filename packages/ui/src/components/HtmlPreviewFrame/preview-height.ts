/** Spec §9: the HTML preview grows with its content up to 580 px, then scrolls inside. */
export const PREVIEW_MAX_HEIGHT = 580;
/** Enough room for a frame that is clearly a frame, even around a line or two. */
export const PREVIEW_MIN_HEIGHT = 200;

/** The frame's height for content of the given height (in px). */
export function previewHeight(contentHeight: number): number {
  return Math.min(PREVIEW_MAX_HEIGHT, Math.max(PREVIEW_MIN_HEIGHT, Math.ceil(contentHeight)));
}
