import { style } from '@vanilla-extract/css';
import { inlineList } from '../../internal/list.css';
import { vars } from '../../theme/vars.css';

export const list = style({
  ...inlineList,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.textMuted } },
});
export const link = style({ color: vars.color.link });
export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
