import { vars } from '@pupitre/ui';
import { style } from '@vanilla-extract/css';

export const address = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
