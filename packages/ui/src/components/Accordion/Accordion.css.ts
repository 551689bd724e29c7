import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.sm });
export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const header = style({ margin: 0 });
export const trigger = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' } },
});
export const chevron = style({
  display: 'block',
  flexShrink: 0,
  transition: `transform ${vars.transition.fast}`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});
export const content = style({ padding: `0 ${vars.space.md} ${vars.space.md}`, color: vars.color.textMuted });
