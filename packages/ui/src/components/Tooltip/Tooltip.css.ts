import { style } from '@vanilla-extract/css';
import { FLOATING_LAYER } from '../../internal/floating-layer.css';
import { vars } from '../../theme/vars.css';

export const content = style({
  zIndex: FLOATING_LAYER,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.background,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.xs,
  boxShadow: vars.shadow.md,
  maxWidth: '240px',
});
export const arrow = style({ fill: vars.color.text });
