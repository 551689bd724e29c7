import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { cardSurface } from '../../internal/surface.css';
import { vars } from '../../theme/vars.css';
import { type CategoryToneKey, categoryToneKeys } from '../CategoryCard/category-tone';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const box = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...cardSurface,
  fontFamily: vars.font.body,
});
// A box's own text (an 'about the site' blurb): the grid's gap spaces it, not the paragraph's margins.
globalStyle(`${box} > p`, { margin: 0 });
export const title = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `2px solid ${vars.color.accent}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
});

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': focusRing,
  },
});
export const thumb = style({
  flexShrink: 0,
  width: '64px',
  height: '64px',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const thumbEmpty = style({
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  border: `1px solid ${vars.color.border}`,
});
// A thin line suits the larger placeholder picture.
export const thumbIcon = style({ strokeWidth: 1.5 });
// Beside the thumbnail a title needs about 150 px for its longest words ('Retroalimentación') to fit
// whole; in a narrower row (the sidebar's 240 px just above the phone layout) it wraps under the picture.
export const rowText = style({ flex: '1 1 150px', display: 'grid', gap: '2px', minWidth: 0 });
export const rowTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.4,
  // The row gives the words room; this only keeps a word wider than the whole list (a pasted address) in it.
  overflowWrap: 'break-word',
  selectors: { [`${row}:hover &`]: { textDecoration: 'underline' } },
});
export const rowMeta = style({ fontSize: vars.font.size.xs, lineHeight: 1.4, color: vars.color.textMuted });

export const dotBase = style({
  flexShrink: 0,
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.circle,
});
export const dot = styleVariants(
  Object.fromEntries(categoryToneKeys.map((key) => [key, { background: vars.category[key] }])) as Record<
    CategoryToneKey,
    { background: string }
  >,
);

export const empty = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const emptyText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const textLink = style({
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:focus-visible': focusRing },
});
