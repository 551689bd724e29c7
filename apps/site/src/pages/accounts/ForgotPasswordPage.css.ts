import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const sent = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
});
export const sentIcon = style({ fontSize: vars.font.size.xxxl, lineHeight: 1 });
export const sentTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  selectors: { '&:focus': { outline: 'none' } },
});
export const sentText = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });
export const address = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
