import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

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

export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // No fading while busy: the label's text must keep its contrast.
    [`${input}[aria-disabled="true"] + &`]: { cursor: 'progress', borderStyle: 'dashed' },
  },
});

export const error = style({
  margin: 0,
  maxWidth: '260px',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textAlign: 'start',
});
