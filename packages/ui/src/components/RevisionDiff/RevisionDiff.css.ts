import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mutedCaption } from '../../internal/muted-caption.css';
import { vars } from '../../theme/vars.css';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  ...mutedCaption,
});

// Stays in sight while the comparison scrolls under it, so the next change is one press away.
export const navigator = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  background: vars.color.surface,
});

export const position = style({ ...mutedCaption, fontVariantNumeric: 'tabular-nums' });

export const field = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const fieldName = style({ ...mutedCaption, fontWeight: vars.font.weight.semibold });

const sunken = {
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  lineHeight: 1.6,
} as const;

export const text = style({ ...sunken, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const body = style({ ...sunken, display: 'grid', gap: vars.space.sm });

/**
 * A change the buttons go to. It is only ever focused by them, so it shows its focus whatever moved it
 * there; the margin keeps it clear of the buttons that stay on top.
 */
export const change = style({
  display: 'grid',
  gap: vars.space.sm,
  borderRadius: vars.radius.sm,
  scrollMarginBlock: '4rem',
  selectors: { '&:focus': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/** A block of the body: its edge says how it changed (with the underline and strikethrough inside it). */
export const block = recipe({
  base: {
    margin: 0,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: '3px solid transparent',
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
  variants: {
    status: {
      unchanged: {},
      changed: { borderInlineStartColor: vars.color.primary },
      added: { borderInlineStartColor: vars.color.success },
      removed: { borderInlineStartColor: vars.color.danger },
    },
    kind: {
      paragraph: {},
      heading: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
      listItem: { '::before': { content: '"•\\00a0"', color: vars.color.textMuted } },
      quote: { fontStyle: 'italic' },
      code: { fontFamily: monospace, fontSize: '0.875em' },
    },
  },
  defaultVariants: { status: 'unchanged', kind: 'paragraph' },
});

// Underline and strikethrough tell them apart without colour; the tint only helps.
export const added = style({
  color: vars.color.text,
  background: vars.color.surface,
  textDecorationLine: 'underline',
  textDecorationThickness: '2px',
  textDecorationColor: vars.color.success,
  textUnderlineOffset: '3px',
});

export const removed = style({
  color: vars.color.text,
  background: vars.color.dangerSurface,
  textDecorationLine: 'line-through',
  textDecorationThickness: '2px',
  textDecorationColor: vars.color.danger,
});
