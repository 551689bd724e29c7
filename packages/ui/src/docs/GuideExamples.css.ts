import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
});

export const example = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
});

export const title = style({
  margin: 0,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const stack = style({ display: 'grid', gap: vars.space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
