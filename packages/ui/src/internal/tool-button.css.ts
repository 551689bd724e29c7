import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A button of the editor's toolbar and of its panels: bare until hovered, filled in the primary colour while pressed. */
export const toolButton = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
