import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

const tablet = 'screen and (max-width: 992px)';
const small = 'screen and (max-width: 576px)';

export const page = style({ display: 'grid', gap: vars.space.xxl });

export const section = style({ display: 'grid', gap: vars.space.lg });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });
export const sectionLead = style({ margin: 0, maxWidth: '760px', color: vars.color.textMuted });

const grid = {
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

export const motivationGrid = style({
  ...grid,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});
export const teamGrid = style({
  ...grid,
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const valueGrid = style({
  ...grid,
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({
  height: '100%',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});
export const accentCard = style([card, { borderTop: `4px solid ${vars.color.primary}` }]);
export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.circle,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.bold,
});
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.6 });

export const member = style([card, { justifyItems: 'center', textAlign: 'center' }]);
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.circle,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
});
export const profileLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const invite = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  '@media': { [small]: { padding: vars.space.lg } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const newTabIcon = style({
  width: '0.85em',
  height: '0.85em',
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
