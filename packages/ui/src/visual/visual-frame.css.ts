import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const frame = style({
  display: 'inline-block',
  minWidth: '320px',
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
});

// Screenshots must not depend on the moment they are taken.
globalStyle('*, *::before, *::after', {
  animation: 'none !important',
  transition: 'none !important',
  caretColor: 'transparent !important',
});

// A text area's resize grip is drawn by the browser, and its pixels change between Chromium releases.
globalStyle(`.${frame} textarea`, { resize: 'none' });

/**
 * A box placed over the frame and what the story drew outside it (an open portal), to be pictured: a
 * screenshot of an element is the page's pixels within its box.
 */
export const pictureBox = style({
  position: 'fixed',
  pointerEvents: 'none',
});
