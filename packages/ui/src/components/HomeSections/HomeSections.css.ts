import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { type CategoryToneKey, categoryToneKeys } from '../CategoryCard/category-tone';

export const shortcut = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: '6px',
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  transition: `box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const shortcutTone = styleVariants(
  Object.fromEntries(categoryToneKeys.map((key) => [key, { borderTopColor: vars.category[key] }])) as Record<
    CategoryToneKey,
    { borderTopColor: string }
  >,
);

export const shortcutName = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1.3,
  overflowWrap: 'break-word',
});
export const shortcutText = style({ marginTop: vars.space.xs, color: vars.color.textMuted });
export const shortcutHint = style({
  marginTop: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

/** A ghost button on the primary band: outlined in the band's own text colour. */
export const onPrimaryGhost = style({
  color: vars.color.onPrimary,
  borderColor: vars.color.onPrimary,
  selectors: { '&:hover:not(:disabled)': { background: 'transparent', textDecoration: 'underline' } },
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});
export const statValue = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
});
export const statLabel = style({ color: vars.color.textMuted });

export const testimonial = style({
  margin: 0,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const quote = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.lg,
  fontStyle: 'italic',
});
