import { style } from '@vanilla-extract/css';

/** The <picture> only chooses a file: the <img> inside is what the frame lays out. */
export const picture = style({ display: 'contents' });
