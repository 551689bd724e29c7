import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

const tablet = 'screen and (max-width: 992px)';
const mobile = 'screen and (max-width: 768px)';
const small = 'screen and (max-width: 576px)';

export const page = style({ display: 'grid', gap: vars.space.xxl });

export const promise = style({
  justifySelf: 'start',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.round,
  // currentColor: the hero's text colour, light on teal and dark text on the dark theme's raised teal.
  border: '2px solid currentColor',
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });
export const sectionLead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
});
export const cardTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const cardText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'start',
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
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

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [small]: { padding: vars.space.md } },
});
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
const notice = {
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
} as const;
export const success = style({
  ...notice,
  border: `1px solid ${vars.color.success}`,
  borderLeftWidth: '6px',
  background: vars.color.surfaceRaised,
});
export const failure = style({
  ...notice,
  border: `1px solid ${vars.color.danger}`,
  borderLeftWidth: '6px',
  background: vars.color.dangerSurface,
});

export const map = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const mapImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
});
export const mapStreet = style({ fill: vars.color.surface });
export const mapBlock = style({ fill: vars.color.surfaceSunken, stroke: vars.color.border, strokeWidth: 1 });
export const mapCampus = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.primary,
  strokeWidth: 3,
});
export const mapPin = style({ fill: vars.color.primary, stroke: vars.color.surface, strokeWidth: 2 });
export const mapPinDot = style({ fill: vars.color.onPrimary });
export const mapLabelBox = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 1,
});
export const mapLabel = style({
  fill: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: '17px',
  fontWeight: vars.font.weight.semibold,
});
export const mapCaption = style({ display: 'grid', gap: vars.space.xs });
export const address = style({
  fontStyle: 'normal',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});
export const mapNote = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const answer = style({ margin: 0, lineHeight: 1.6 });
