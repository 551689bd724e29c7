import { createContainer, style } from '@vanilla-extract/css';
import { menuRow } from '../../internal/menu-row.css';
import { navEntry } from '../../internal/nav-entry.css';
import { vars } from '../../theme/vars.css';
import { layout } from '../../tokens/scales';
import { HEADER_HEIGHT } from './scroll-state';

// The header spans the viewport, so querying its own width equals the spec's 768 px viewport breakpoint,
// and a story frame narrower than the viewport still shows the mobile layout.
const headerContainer = createContainer();
const narrow = `${headerContainer} (width < ${layout.mobileBreakpoint})`;

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  // Above the back-to-top button, below dialogs (1000) and menus (1200).
  zIndex: 950,
  containerName: headerContainer,
  containerType: 'inline-size',
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  fontFamily: vars.font.body,
  transition: `transform ${vars.transition.default}, box-shadow ${vars.transition.default}`,
  selectors: {
    // A keyboard user tabbing into a hidden header brings it back.
    '&[data-hidden]:not(:focus-within)': { transform: 'translateY(-100%)' },
    '&[data-scrolled]': { boxShadow: vars.shadow.md },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: layout.pageMaxWidth,
  minHeight: `${HEADER_HEIGHT}px`,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  // The links keep their room on wide screens; a long product name gives way and ends in an ellipsis.
  flex: '0 1 auto',
  '@container': { [narrow]: { flex: '1 1 auto' } },
});

export const brandLogo = style({ display: 'block', width: '40px', height: '40px', flexShrink: 0 });

export const brandName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const nav = style({
  display: 'flex',
  flex: '1 0 auto',
  justifyContent: 'center',
  '@container': { [narrow]: { flex: '0 0 auto' } },
});

export const menuButtonSlot = style({
  display: 'none',
  '@container': { [narrow]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [narrow]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      flexDirection: 'column',
      alignItems: 'stretch',
      padding: vars.space.sm,
      background: vars.color.surface,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.md,
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const navLink = style([
  navEntry,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.round,
    color: vars.color.text,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.transition.fast}`,
    selectors: {
      '&:hover': { color: vars.color.primary },
      '&[aria-current]': {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        fontWeight: vars.font.weight.semibold,
      },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
    '@container': { [narrow]: { borderRadius: vars.radius.md } },
  },
]);

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const userCard = style({ ...menuRow, maxWidth: '280px' });

export const userText = style({ display: 'grid', minWidth: 0 });

export const userName = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const roleLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });
