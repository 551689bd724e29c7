import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

/** Banners above the form; empty (and gapless) when there is nothing to say. */
export const notices = style({
  display: 'grid',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});
