import { style } from '@vanilla-extract/css';
import { coverImage } from '../../internal/cover-image.css';
import { cardSurface } from '../../internal/surface.css';
import { stretchedLink, teaserSummary, teaserTitle } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

export const carousel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  ...cardSurface,
  borderRadius: vars.radius.xl,
});

// One line, always: a 'next' arrow alone on the line below reads as part of the slide.
export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

// Three 44 px buttons and five dots need 264 px; a 320 px phone leaves 256. There the buttons give up the
// difference, staying round and no smaller than 32 px, above the 24 px target size (WCAG 2.5.8).
export const controlButton = style({
  selectors: {
    [`${controls} > &`]: { flexShrink: 1, minWidth: '32px', height: 'auto', aspectRatio: '1' },
  },
});

// The dots keep their 24 px targets: the arrow buttons give up the room instead.
export const dots = style({ display: 'flex', flexShrink: 0, alignItems: 'center' });

// A 24 px target (WCAG 2.5.8) around a small visible dot.
export const dot = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      width: '10px',
      height: '10px',
      borderRadius: vars.radius.round,
      border: `2px solid ${vars.color.borderStrong}`,
      transition: `width ${vars.transition.fast}, background-color ${vars.transition.fast}`,
    },
    '&:hover::before': { background: vars.color.borderStrong },
    '&[aria-current="true"]::before': {
      width: '20px',
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { transition: 'none' } } },
  },
});

// Every slide sits in the same grid cell, so the carousel is as tall as its tallest slide and never jumps.
export const slides = style({ display: 'grid' });

export const slide = style({
  position: 'relative',
  gridArea: '1 / 1',
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  opacity: 0,
  visibility: 'hidden',
  // The outgoing slide stays visible while it fades out; the incoming one is visible at once.
  transition: `opacity ${vars.transition.slow}, visibility ${vars.transition.slow}`,
  selectors: {
    '&[data-current]': { opacity: 1, visibility: 'visible', transition: `opacity ${vars.transition.slow}` },
  },
  '@media': {
    '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center' },
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: { '&[data-current]': { transition: 'none' } },
    },
  },
});

export const media = style({
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const image = coverImage;

export const text = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const title = style(
  teaserTitle({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold, lineHeight: 1.3 }),
);

// Stretched over the slide: the picture opens the post too.
export const link = style(stretchedLink);

export const summary = style(teaserSummary);

export const date = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

// At 16 px the arrows need a heavier line than the icon set's default to read as well as play/pause.
export const chevron = style({ strokeWidth: 3.3 });
