import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const loading = style({ display: 'grid', justifyItems: 'center', padding: `${vars.space.lg} 0` });

export const done = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});
export const doneIcon = style({ fontSize: vars.font.size.xxxl, lineHeight: 1 });
export const doneTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});
export const doneText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
