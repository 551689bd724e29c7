import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Shared layout of the empty and error states: centred title, text and actions. */
export const block = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text,
});
export const icon = style({ fontSize: vars.font.size.xxl, lineHeight: 1 });
export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });
export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '48ch' });
export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'center',
  marginTop: vars.space.sm,
});
export const alert = style({
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  borderRadius: vars.radius.md,
});
