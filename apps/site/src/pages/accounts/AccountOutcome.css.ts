import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const outcome = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});
export const icon = style({ fontSize: vars.font.size.xxxl, lineHeight: 1 });
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  // Focus lands here programmatically so screen readers hear the outcome; it is not a control.
  selectors: { '&:focus': { outline: 'none' } },
});
export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
