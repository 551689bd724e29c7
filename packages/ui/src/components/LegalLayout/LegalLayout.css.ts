import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { navEntry } from '../../internal/nav-entry.css';
import { outlinedNote } from '../../internal/outlined-note.css';
import { singleColumn } from '../../internal/single-column.css';
import { vars } from '../../theme/vars.css';

/** The site header is fixed: anchored sections must not land underneath it. */
const BELOW_SITE_HEADER = `calc(72px + ${vars.space.md})`;

export const page = style({
  ...singleColumn,
  gap: vars.space.xl,
  minWidth: 0,
  color: vars.color.text,
});

export const updated = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const highlight = style({
  ...outlinedNote,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.bold,
});

export const single = style({ ...singleColumn, minWidth: 0 });
export const withToc = style({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const toc = style({
  position: 'sticky',
  top: BELOW_SITE_HEADER,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.tablet]: { position: 'static' } },
});
export const tocTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const tocList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const tocLink = style([
  navEntry,
  {
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    color: vars.color.link,
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    },
  },
]);

export const body = style({
  ...singleColumn,
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.small]: { padding: vars.space.md } },
});

// Running text inside the body, written by the page as plain elements. `:where` keeps these rules
// weaker than any component's own class (an accordion inside keeps its look).
globalStyle(`:where(${body}) p`, { margin: 0, lineHeight: 1.7 });
globalStyle(`:where(${body}) :is(ul, ol)`, {
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  lineHeight: 1.6,
});
globalStyle(`:where(${body}) code`, {
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
  overflowWrap: 'anywhere',
});

export const block = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  scrollMarginTop: BELOW_SITE_HEADER,
});
export const blockTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.3 });
export const contact = style({ paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });

export const guideGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const guide = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const guideTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
  lineHeight: 1.6,
});
