import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const block = style({
  position: 'relative',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
});

export const frame = style({
  position: 'relative',
  display: 'inline-flex',
  borderRadius: vars.radius.circle,
});

/** Covers the old picture while the new one is compressed and sent. */
export const busy = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.circle,
  background: vars.color.surfaceRaised,
  border: `2px solid ${vars.color.border}`,
});

/**
 * The real file input stays in the page and in the tab order (keyboard and screen-reader users reach it);
 * only its look is hidden, and the label beside it is what people see and click.
 */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The label has the look of a small outline button; these rules follow the hidden input it names. */
export const label = style({
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // No fading while busy: the label's text must keep its contrast.
    [`${input}[aria-disabled="true"] + &`]: { cursor: 'progress', borderStyle: 'dashed' },
  },
});

// Under the centred picture, the message still reads from the start of its line.
export const error = style({ maxWidth: '260px', fontSize: vars.font.size.sm, textAlign: 'start' });
