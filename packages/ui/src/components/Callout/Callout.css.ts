import { style, styleVariants } from '@vanilla-extract/css';
import { contentAlign } from '../../internal/content-align.css';
import { media } from '../../internal/media';
import { vars } from '../../theme/vars.css';

export const callout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  '@media': { [media.small]: { padding: vars.space.lg } },
});

// Every tone but primary has a border: in the light theme the sunken surface is the page's own colour.
const framed = (background: string) => ({
  background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const tone = styleVariants({
  surface: framed(vars.color.surface),
  raised: framed(vars.color.surfaceRaised),
  sunken: framed(vars.color.surfaceSunken),
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
});

export const layout = styleVariants({
  stack: {},
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
  },
});

export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const bodyAlign = contentAlign;

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  selectors: { [`${tone.primary} &`]: { fontSize: vars.font.size.xxl } },
});

export const text = style({
  margin: 0,
  maxWidth: '70ch',
  lineHeight: 1.6,
  color: vars.color.textMuted,
  selectors: { [`${tone.primary} &`]: { color: 'inherit' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const actionsAlign = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});
