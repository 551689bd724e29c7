import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  maxWidth: '640px',
  margin: `${vars.space.xxl} auto`,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
});
export const title = style({
  fontSize: vars.font.size.xxl,
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.text,
});
export const text = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space.lg}` });
export const link = style({ color: vars.color.link, fontWeight: vars.font.weight.semibold });
