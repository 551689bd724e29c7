import { style } from '@vanilla-extract/css';

// An icon alone in a control: as a block it has no text baseline under it, so it sits centred.
export const blockIcon = style({ display: 'block' });
