import { globalStyle, style } from '@vanilla-extract/css';
import { HEADER_HEIGHT } from '../components/Header/scroll-state';
import { vars } from '../theme/vars.css';

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

export const playground = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: `${vars.space.md} 0 ${vars.space.xl}`,
  fontFamily: 'system-ui, sans-serif',
  fontSize: '14px',
  color: '#1f2a29',
});

export const controls = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: '1px solid #c3d1ce',
  borderRadius: '8px',
  background: '#ffffff',
});

globalStyle(`${controls} legend`, { fontWeight: 700, padding: `0 ${vars.space.xs}` });

export const control = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const inline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const note = style({ margin: 0, color: '#3f5957', fontSize: '13px' });

globalStyle(`${controls} select`, { width: '100%' });

globalStyle(`${controls} input[type="text"], ${controls} select`, {
  font: 'inherit',
  maxWidth: '100%',
  padding: '4px 8px',
  border: '1px solid #4c7977',
  borderRadius: '4px',
  background: '#ffffff',
  color: '#132a29',
});

globalStyle(`${controls} input[type="color"]`, {
  width: '48px',
  height: '32px',
  padding: 0,
  border: '1px solid #4c7977',
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

export const pass = style({ color: '#1d6b45', fontWeight: 600 });
export const fail = style({ color: '#b3261e', fontWeight: 600 });

export const output = style({ display: 'grid', gap: vars.space.sm });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '420px',
  overflow: 'auto',
  borderRadius: '8px',
  background: '#041414',
  color: '#e8f2f0',
  fontFamily: mono,
  fontSize: '13px',
  lineHeight: 1.5,
  whiteSpace: 'pre',
});

export const heading = style({ margin: 0, fontSize: '16px', fontWeight: 700 });
