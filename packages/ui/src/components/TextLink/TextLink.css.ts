import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textLink = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '3px',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
