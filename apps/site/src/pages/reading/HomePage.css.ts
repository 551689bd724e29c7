import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xxl });
export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});
export const error = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});
export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const fill = style({ height: '100%' });
export const cardTitle = style({
  display: 'block',
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const cardText = style({
  display: 'block',
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
});
export const categoryButton = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  textAlign: 'left',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `6px solid ${vars.color.primary}`,
  background: vars.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  transition: `transform ${vars.transition.fast}, box-shadow ${vars.transition.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-category="2"]': { borderTopColor: vars.category.c2 },
    '&[data-category="4"]': { borderTopColor: vars.category.c4 },
    '&[data-category="5"]': { borderTopColor: vars.category.c5 },
  },
});
export const categoryHint = style({
  marginTop: vars.space.sm,
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});
export const explore = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});
export const signup = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.xl,
  background: vars.color.primary,
  color: vars.color.onPrimary,
});
export const signupTitle = style({ margin: 0, fontSize: vars.font.size.xxl });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});
export const onPrimaryGhost = style({ color: vars.color.onPrimary, borderColor: vars.color.onPrimary });
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
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
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
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  color: vars.color.text,
});
export const quote = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.lg,
  fontStyle: 'italic',
});
