import { styleVariants } from '@vanilla-extract/css';

/** A grid's children and their text lined up at the start or down the middle. */
export const contentAlign = styleVariants({
  start: { justifyItems: 'start', textAlign: 'start' },
  center: { justifyItems: 'center', textAlign: 'center' },
});
