import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { contentAlign } from '../../internal/content-align.css';
import { singleColumn } from '../../internal/single-column.css';
import { themeClassNames } from '../../theme/theme-names';
import { vars } from '../../theme/vars.css';
import { layout } from '../../tokens/scales';
import { HEADER_HEIGHT } from '../Header/scroll-state';

// In the dark theme the primary colour is a light teal, too bright for a whole band behind text:
// the hero takes the dark theme's raised surface instead.
const inDark = `.${themeClassNames.dark} &`;
const wide = `screen and (min-width: ${layout.mobileBreakpoint})`;

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontFamily: vars.font.body,
  // The site header is fixed: a hero scrolled into view must not land underneath it.
  scrollMarginTop: `calc(${HEADER_HEIGHT}px + ${vars.space.md})`,
  // The theme's ring is teal, lost on the light hero's teal: controls in the hero ring in the accent.
  vars: { [vars.color.focusRing]: vars.color.accent },
  selectors: {
    [inDark]: {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
  '@media': { [wide]: { padding: `calc(${vars.space.xxl} * 1.5) ${vars.space.xl}` } },
});

export const backdrop = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});
export const tint = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: vars.color.primary,
  opacity: 0.9,
  selectors: { [inDark]: { background: vars.color.surfaceRaised } },
});

export const inner = style({
  // A column no wider than the hero, so a long word wraps instead of pushing past a phone's edge.
  ...singleColumn,
  gap: vars.space.md,
  maxWidth: layout.pageMaxWidth,
  margin: '0 auto',
});
export const align = contentAlign;

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});
export const title = style({
  margin: 0,
  maxWidth: '24ch',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.2,
  // A long Spanish word at 32 px can be wider than a 320 px screen's hero: 'anywhere' (not
  // 'break-word') lets the heading shrink to the column instead of growing to the word.
  overflowWrap: 'anywhere',
  '@media': { [wide]: { fontSize: vars.font.size.xxxl } },
});
export const subtitle = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '60ch',
  fontSize: vars.font.size.lg,
  lineHeight: 1.6,
});
// A subtitle given as paragraphs keeps the hero's spacing.
globalStyle(`${subtitle} > p`, { margin: 0 });

export const search = style({ width: '100%', maxWidth: '560px' });

export const extras = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  width: '100%',
  marginTop: vars.space.sm,
});
export const extrasAlign = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});
