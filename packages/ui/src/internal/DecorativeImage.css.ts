import { globalStyle, style } from '@vanilla-extract/css';

/** The <picture> only chooses a file: the <img> inside is what the frame lays out. */
export const picture = style({ display: 'contents' });
// Browsers' own styles leave <source> displayed; with the <picture> box gone, each one would become an
// empty item of the frame's flex or grid layout and take a gap before the image.
globalStyle(`${picture} > source`, { display: 'none' });
