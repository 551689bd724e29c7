import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

// The docs pages' blocks: drawn with the tokens themselves, in the theme the block is given.

export const block = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.sm,
  lineHeight: 1.5,
  overflowX: 'auto',
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBlockEnd: vars.space.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
});

globalStyle(`${table} tbody th[scope="rowgroup"]`, {
  paddingBlockStart: vars.space.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

globalStyle(`${table} code`, {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
});

/** Token names and property names stay on one line; values (font stacks, shadows) may wrap. */
export const name = style({ whiteSpace: 'nowrap' });
globalStyle(`${table} td[data-theme-value] code`, { overflowWrap: 'anywhere' });

export const value = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const swatch = style({
  flex: 'none',
  display: 'inline-block',
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const pairSample = style({
  display: 'inline-block',
  minWidth: '96px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.semibold,
  border: `1px solid ${vars.color.border}`,
});

export const pass = style({
  color: vars.color.success,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});
export const fail = style({
  color: vars.color.danger,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '& + &': { marginBlockStart: vars.space.lg } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, max-content) 1fr',
  alignItems: 'center',
  gap: vars.space.md,
});

export const label = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const sampleText = style({ fontFamily: vars.font.body, margin: 0, lineHeight: 1.3 });

export const bar = style({ height: '12px', borderRadius: vars.radius.sm, background: vars.color.primary });

export const tiles = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const radiusBox = style({
  width: '64px',
  height: '64px',
  background: vars.color.secondary,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const shadowBox = style({
  width: '120px',
  height: '72px',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const iconBox = style({ background: vars.color.primary, borderRadius: vars.radius.sm });

export const track = style({
  position: 'relative',
  height: '28px',
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const dot = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '20px',
  height: '20px',
  borderRadius: '50%',
  background: vars.color.primary,
  selectors: { '&[data-moved]': { transform: 'translateX(calc(min(320px, 40vw)))' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important' } },
});

export const motionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, max-content) minmax(200px, 380px)',
  alignItems: 'center',
  gap: vars.space.md,
});

export const actions = style({ marginBlockStart: vars.space.md });
