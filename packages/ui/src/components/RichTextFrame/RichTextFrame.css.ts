import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const wrapper = style({ display: 'grid', gap: vars.space.xs });

export const footer = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The writing surface's height before any text (accounts-admin §4), and its border's width. */
const MIN_HEIGHT = 600;
const BORDER = 1;

export const frame = style({
  minHeight: `${MIN_HEIGHT}px`,
  padding: vars.space.md,
  border: `${BORDER}px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

// The editable area covers the whole frame, padding included, so a click anywhere in the box puts the
// caret in the text. Slate gives the editable an inline min-height the size of its placeholder; this
// one has to win. It draws no outline of its own (the frame does).
globalStyle(`${frame} > [contenteditable]`, {
  margin: `calc(-1 * ${vars.space.md})`,
  padding: vars.space.md,
  minHeight: `${MIN_HEIGHT - 2 * BORDER}px !important`,
  outline: 'none',
});
globalStyle(`${frame} :is(h2, h3, h4)`, { margin: `${vars.space.md} 0 ${vars.space.sm}`, lineHeight: 1.25 });
globalStyle(`${frame} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${frame} blockquote`, {
  margin: `${vars.space.md} 0`,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  color: vars.color.textMuted,
});
globalStyle(`${frame} pre`, {
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
});
globalStyle(`${frame} code`, { fontFamily: 'ui-monospace, monospace', fontSize: '0.95em' });
globalStyle(`${frame} :not(pre) > code`, {
  padding: '0 0.25em',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
});
globalStyle(`${frame} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${frame} hr`, {
  border: 0,
  borderTop: `2px solid ${vars.color.border}`,
  margin: `${vars.space.lg} 0`,
});
globalStyle(`${frame} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${frame} :is(ul, ol)`, { margin: `0 0 ${vars.space.sm}`, paddingInlineStart: vars.space.lg });
// Slate draws its placeholder at a third of the opacity, too faint to read: the muted text colour instead.
globalStyle(`${frame} [data-slate-placeholder]`, { opacity: '1 !important', color: vars.color.textMuted });
