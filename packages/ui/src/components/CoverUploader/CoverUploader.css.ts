import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const body = style({ display: 'grid', gap: vars.space.sm });

/**
 * The one file input, kept mounted in the same place whatever is shown, so the keyboard focus survives
 * a cover arriving or being removed. Only its look is hidden; the labels below are what people see.
 */
export const input = style(visuallyHidden);

/** The picture's place: 16:9 whether empty, busy, filled or broken, so nothing below it moves. */
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

const centred = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
} as const;

export const dropzone = style({
  ...centred,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover, &[data-dragging="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceRaised,
    },
    [`${input}:focus-visible ~ ${media} &`]: { ...focusRing, outlineOffset: '-3px' },
    [`${input}[aria-disabled="true"] ~ ${media} &`]: { cursor: 'progress' },
    [`${input}:disabled ~ ${media} &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});

// No pointer events: crossing the icon would otherwise fire dragleave on the zone and flicker its highlight.
export const dropzoneIcon = style({ color: vars.color.primary, strokeWidth: 1.5, pointerEvents: 'none' });

export const broken = style({
  ...centred,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});

export const busy = style({
  ...centred,
  flexDirection: 'row',
  gap: vars.space.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

// Side by side when both fit, else one full-width button under the other.
export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.sm,
});

/** 'Cambiar imagen' is a label with a button's look; it shows the hidden input's focus and state. */
export const changeLabel = style({
  selectors: {
    [`${input}:focus-visible ~ ${actions} &`]: focusRing,
    // No fading while busy: the text must keep its contrast; the spinner above says why it waits.
    [`${input}[aria-disabled="true"] ~ ${actions} &`]: { cursor: 'progress', borderStyle: 'dashed' },
    [`${input}:disabled ~ ${actions} &`]: { cursor: 'not-allowed', opacity: 0.6 },
  },
});
