import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const frame = style({
  display: 'block',
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
