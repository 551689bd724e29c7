import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const counter = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const counterValue = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
