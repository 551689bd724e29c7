import { style } from '@vanilla-extract/css';

// The comparison needs room beside the list; the dialog's own 480px would squeeze both. Doubled so it
// wins over the dialog's width whatever order the two style sheets load in.
export const wide = style({ selectors: { '&&': { width: 'min(94vw, 1040px)' } } });
