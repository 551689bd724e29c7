import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

const tablet = 'screen and (max-width: 992px)';
const mobile = 'screen and (max-width: 768px)';
const small = 'screen and (max-width: 576px)';

/** The header is fixed: anchored sections must not land underneath it. */
const BELOW_HEADER = `calc(72px + ${vars.space.md})`;

export const page = style({ display: 'grid', gap: vars.space.xl, color: vars.color.text });

export const header = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.xl}`,
  borderRadius: vars.radius.xl,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  '@media': {
    [mobile]: { padding: vars.space.lg },
    [small]: { padding: vars.space.md, borderRadius: vars.radius.lg },
  },
});
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  lineHeight: 1.15,
  '@media': { [mobile]: { fontSize: vars.font.size.xxl } },
});
export const updated = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
export const intro = style({ margin: 0, maxWidth: '760px', lineHeight: 1.6 });
export const highlight = style({
  justifySelf: 'start',
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.onPrimary}`,
  fontWeight: vars.font.weight.bold,
});

export const single = style({ display: 'grid' });
export const withToc = style({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const toc = style({
  position: 'sticky',
  top: BELOW_HEADER,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [tablet]: { position: 'static' } },
});
export const tocTitle = style({ margin: 0, fontSize: vars.font.size.lg });
export const tocList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const tocLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [small]: { padding: vars.space.md } },
});
export const section = style({ display: 'grid', gap: vars.space.sm, scrollMarginTop: BELOW_HEADER });
export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: 1.3 });
export const subTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });
export const paragraph = style({ margin: 0, lineHeight: 1.7, color: vars.color.text });
export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  lineHeight: 1.6,
  color: vars.color.text,
});
export const code = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.9em',
});
export const link = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '3px',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const contact = style([
  section,
  { paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` },
]);

export const browserGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const browser = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `6px solid ${vars.color.primary}`,
  background: vars.color.surfaceRaised,
  lineHeight: 1.6,
});
