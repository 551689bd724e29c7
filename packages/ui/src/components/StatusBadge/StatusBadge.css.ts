import { style, styleVariants } from '@vanilla-extract/css';
import { toneRules, toneVars } from '../../theme/tone.css';
import { vars } from '../../theme/vars.css';

export const status = styleVariants({
  publicado: [toneRules.success, { background: toneVars.fill, color: toneVars.onFill }],
  borrador: [
    toneRules.neutral,
    { background: vars.color.surface, color: toneVars.ink, border: `1px dashed ${toneVars.line}` },
  ],
});

// A dot beside the word, so the two states differ in shape as well as colour.
export const dot = style({
  width: '0.5em',
  height: '0.5em',
  borderRadius: vars.radius.circle,
  background: 'currentColor',
  flexShrink: 0,
});
