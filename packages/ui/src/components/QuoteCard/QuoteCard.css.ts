import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const quote = style({
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontStyle: 'italic',
  lineHeight: 1.5,
});

export const text = style({ margin: 0 });

export const author = style({
  paddingLeft: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
