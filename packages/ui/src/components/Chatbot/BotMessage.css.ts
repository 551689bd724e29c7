import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const paragraph = style({
  margin: 0,
  selectors: { '& + &': { marginTop: vars.space.sm } },
});

// The message keeps the reply's line breaks (pre-wrap); here that would underline the space a title wraps at.
export const sources = style({
  whiteSpace: 'normal',
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sourcesTitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

// Bullets stay: Safari's VoiceOver stops announcing a list whose bullets were removed in CSS.
export const sourcesList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  paddingInlineStart: vars.space.md,
});
