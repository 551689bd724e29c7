import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The one large title of a screen fragment (an account card, a profile, a placeholder). */
export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  lineHeight: 1.2,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
