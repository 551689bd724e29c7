import { style } from '@vanilla-extract/css';
import { coverImage } from '../../internal/cover-image.css';
import { inlineList } from '../../internal/list.css';
import { vars } from '../../theme/vars.css';

export const featured = style({
  display: 'grid',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  '@media': {
    // The spec's mobile breakpoint: side by side above it, stacked below.
    '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 6fr) minmax(0, 5fr)' },
  },
});

export const media = style({
  aspectRatio: '16 / 9',
  background: vars.color.surfaceSunken,
  '@media': {
    '(min-width: 768px)': { aspectRatio: 'auto', minHeight: '320px' },
  },
});

export const image = coverImage;

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
});

export const label = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.3,
});

export const summary = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const author = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const chips = style(inlineList);

export const readMore = style({ marginTop: 'auto' });
