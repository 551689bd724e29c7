/** How a block's heading and text line up (see content-align.css.ts). */
export const contentAlignments = ['start', 'center'] as const;
export type ContentAlign = (typeof contentAlignments)[number];
