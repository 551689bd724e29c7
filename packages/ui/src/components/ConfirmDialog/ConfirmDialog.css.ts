import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const error = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.danger}`,
});
