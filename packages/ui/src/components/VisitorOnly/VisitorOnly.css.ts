import { globalStyle, style } from '@vanilla-extract/css';
import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_VALUE } from './signed-in-mark';

/** Takes no box of its own: the blocks inside lay out as if it were not there. */
export const visitorOnly = style({ display: 'contents' });

globalStyle(`html[${SIGNED_IN_ATTRIBUTE}="${SIGNED_IN_VALUE}"] ${visitorOnly}`, { display: 'none' });
