import { globalStyle, style } from '@vanilla-extract/css';

/** Wraps blocks for visitors only (sign-up invitations); takes no box of its own. */
export const visitorOnly = style({ display: 'contents' });

globalStyle(`html[data-session="user"] ${visitorOnly}`, { display: 'none' });
