import { style } from '@vanilla-extract/css';
import { FLOATING_ACTION_CLEARANCE } from '../../internal/floating-action';
import { vars } from '../../theme/vars.css';
import { layout } from '../../tokens/scales';

export const footer = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  minHeight: '240px',
  background: vars.footer.background,
  color: vars.footer.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  lineHeight: 1.6,
});

/** The banner photo fills the footer behind the text; its size never moves the layout. */
export const banner = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  '::after': { content: '""', position: 'absolute', inset: 0, background: vars.footer.overlay },
});

export const bannerImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: layout.pageMaxWidth,
  margin: '0 auto',
  // The last row of links ends above the band a floating button (the assistant's bubble) sits in.
  padding: `${vars.space.xxl} ${vars.space.md} ${FLOATING_ACTION_CLEARANCE}`,
});

export const top = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl });

export const about = style({ display: 'grid', gap: vars.space.md, alignContent: 'start', flex: '2 1 280px' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  justifySelf: 'start',
  color: vars.footer.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.footer.focusRing}`, outlineOffset: '2px' },
  },
});

export const logo = style({ display: 'block', width: '48px', height: '48px', objectFit: 'contain' });

export const description = style({ margin: 0, maxWidth: '44ch' });

export const socialList = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.circle,
  border: `1px solid ${vars.footer.borderStrong}`,
  color: vars.footer.text,
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover': {
      background: vars.footer.primary,
      color: vars.footer.onPrimary,
      borderColor: vars.footer.primary,
    },
    '&:focus-visible': { outline: `3px solid ${vars.footer.focusRing}`, outlineOffset: '2px' },
  },
});

export const column = style({
  flex: '1 1 160px',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});

export const columnTitle = style({
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.footer.accent}`,
  justifySelf: 'start',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const linkList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.footer.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline', color: vars.footer.link },
    '&:focus-visible': { outline: `3px solid ${vars.footer.focusRing}`, outlineOffset: '2px' },
  },
});

// The sign-up keeps its own surface over the photo, and never grows wider than it reads well.
export const newsletter = style({ maxWidth: '40rem', minWidth: 0 });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.footer.border}`,
});

export const copyright = style({ margin: 0 });

export const legalList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
