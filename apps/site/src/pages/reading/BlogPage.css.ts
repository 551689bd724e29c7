import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: vars.space.xl });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
});
export const search = style({ flex: '1 1 320px' });
export const resultNote = style({ margin: 0, color: vars.color.textMuted });
export const promo = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
export const promoTitle = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text });
