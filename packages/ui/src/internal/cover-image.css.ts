import { style } from '@vanilla-extract/css';

/** A picture filling its frame, cropped rather than stretched. */
export const coverImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
