import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
});

export { label } from '../../internal/field.css';

export const group = style({
  display: 'inline-flex',
  gap: '2px',
  padding: '2px',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const option = style({
  minWidth: '72px',
  minHeight: '36px',
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[data-state="on"]': { background: vars.color.primary, color: vars.color.onPrimary, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
