import { style, styleVariants } from '@vanilla-extract/css';
import { visuallyHidden } from '../../internal/text.css';
import { vars } from '../../theme/vars.css';

const colourKeys = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'other'] as const;
type ColourKey = (typeof colourKeys)[number];

const byColour = <Rule>(rule: (colour: string) => Rule) =>
  Object.fromEntries(colourKeys.map((key) => [key, rule(vars.category[key])])) as Record<ColourKey, Rule>;

export const figure = style({ display: 'grid', gap: vars.space.md, margin: 0, minWidth: 0 });

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const body = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const ring = style({
  position: 'relative',
  flexShrink: 0,
  width: 'min(200px, 100%)',
  aspectRatio: '1',
});

export const svg = style({ display: 'block', width: '100%', height: '100%' });

const ringStroke = { fill: 'none', strokeWidth: 6 } as const;

export const track = style({ ...ringStroke, stroke: vars.color.surfaceSunken });

export const slice = style(ringStroke);

export const segment = styleVariants(byColour((colour) => ({ stroke: colour })));

export const centre = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  textAlign: 'center',
});

export const total = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const totalLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const legend = style({
  display: 'grid',
  gap: vars.space.xs,
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const legendItem = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const swatch = style({
  flexShrink: 0,
  width: '0.85rem',
  height: '0.85rem',
  borderRadius: vars.radius.sm,
});

export const swatchColour = styleVariants(byColour((colour) => ({ background: colour })));

export const legendName = style({ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const legendCount = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const table = style(visuallyHidden);
