import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.transition.default}, box-shadow ${vars.transition.default}`,
  selectors: {
    '&:hover': { transform: 'translateY(-4px)', boxShadow: vars.shadow.md },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: `box-shadow ${vars.transition.default}`,
      selectors: { '&:hover': { transform: 'none' } },
    },
  },
});

// The card has no overflow clipping (the stretched link's focus ring must show), so the media rounds itself.
export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`,
  background: vars.color.surfaceSunken,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const noImage = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Chips sit above the stretched link's overlay so they stay separately clickable.
export const chip = style({ position: 'relative', zIndex: 1 });

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

export const title = style({
  ...clamp(2),
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.35,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The stretched link: its overlay covers the whole card, so the card is one big target.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const summary = style({
  ...clamp(3),
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
});

export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const date = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
