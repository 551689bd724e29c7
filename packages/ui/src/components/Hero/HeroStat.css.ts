import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const stat = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
});
export const statValue = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
