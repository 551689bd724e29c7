import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';
import { layout as sizes } from '../../tokens/scales';

// A fixed track takes its width before the flexible one, so a plain 350 px sidebar left the article
// whatever remained (about half the row just above the phone breakpoint). Sized as a share of the row,
// the sidebar narrows first and the article keeps about two thirds down to the phone layout.
const sidebarTrack = `clamp(240px, 32%, ${sizes.sidebarMaxWidth})`;

export const layout = style({
  maxWidth: sizes.pageMaxWidth,
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: `minmax(0, 1fr) ${sidebarTrack}`,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: sizes.sidebarMaxWidth,
  minWidth: 0,
});

export const article = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  color: vars.color.text,
});

export const body = style({ minWidth: 0 });
// The body may arrive in a sandboxed frame: as wide as the column, no frame border, the page behind it.
globalStyle(`${body} > iframe`, {
  display: 'block',
  width: '100%',
  border: 0,
  background: 'transparent',
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const comments = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
