import { vars } from '../theme/vars.css';

/** Cuts text after `lines` lines with an ellipsis. */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

/** A post teaser's title (post cards, carousel slides): two lines at most, in the caller's type. */
export const teaserTitle = (type: { fontSize: string; fontWeight: string; lineHeight: number }) =>
  ({ ...clampLines(2), margin: 0, ...type }) as const;

/** A post teaser's summary: three muted lines at most. */
export const teaserSummary = { ...clampLines(3), margin: 0, color: vars.color.textMuted } as const;

/** Hidden from sight, still read by screen readers (the usual clip pattern). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A title link whose overlay covers its whole (positioned) card, so the card is one big target;
 * the focus ring is drawn on the overlay.
 */
export const stretchedLink = {
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
} as const;
