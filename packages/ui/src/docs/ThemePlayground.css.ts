import { globalStyle, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../components/Header/scroll-state';
import { vars } from '../theme/vars.css';
import { palette } from '../tokens/palette';

// The playground's own controls sit on Storybook's light docs page whatever the theme: the light
// palette, not the theme's roles (the samples below them take those).

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const playground = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  fontFamily: 'system-ui, sans-serif',
  fontSize: '14px',
  color: palette.sandInk,
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${palette.teal100}`,
  borderRadius: '8px',
  background: palette.white,
});

globalStyle(`${controls} legend`, { fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const control = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const note = style({ margin: 0, color: palette.inkMuted, fontSize: '13px' });

globalStyle(`${controls} select`, { width: '100%' });

globalStyle(`${controls} input[type="text"], ${controls} select`, {
  font: 'inherit',
  maxWidth: '100%',
  padding: '4px 8px',
  border: `1px solid ${palette.teal500}`,
  borderRadius: '4px',
  background: palette.white,
  color: palette.ink,
});

globalStyle(`${controls} input[type="color"]`, {
  width: '48px',
  height: '32px',
  padding: 0,
  border: `1px solid ${palette.teal500}`,
  borderRadius: '4px',
  background: 'transparent',
});

export const samples = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(380px, 1fr))',
  gap: vars.space.md,
});

/** One theme's sample screen: its own theme class and the overrides as inline custom properties. */
export const sample = style({
  display: 'grid',
  alignContent: 'start',
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  lineHeight: 1.6,
});

export const sampleTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

/**
 * The header is `position: fixed`; a transformed box is the containing block of fixed descendants, so
 * it stays in this frame at the frame's width.
 */
export const headerFrame = style({
  position: 'relative',
  height: `${HEADER_HEIGHT}px`,
  transform: 'translateZ(0)',
});

// The header slides away while the window scrolls down; in a sample it stays put. (The class twice
// outranks the header's own rule, which sits in the same layer.)
globalStyle(`${headerFrame}${headerFrame} header[data-hidden]:not(:focus-within)`, { transform: 'none' });

export const sampleBody = style({ display: 'grid', gap: vars.space.md, padding: vars.space.md });

export const cardBody = style({ display: 'grid', gap: vars.space.md });

export const cardTitle = style({ margin: 0, fontSize: vars.font.size.lg, lineHeight: 1.3 });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const checks = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pass = style({ color: palette.green700, fontWeight: 600 });
export const fail = style({ color: palette.red700, fontWeight: 600 });

export const output = style({ display: 'grid', gap: vars.space.sm });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '420px',
  overflow: 'auto',
  borderRadius: '8px',
  background: palette.teal950,
  color: palette.paleInk,
  fontFamily: mono,
  fontSize: '13px',
  lineHeight: 1.5,
  whiteSpace: 'pre',
});

export const heading = style({ margin: 0, fontSize: '16px', fontWeight: 700 });
