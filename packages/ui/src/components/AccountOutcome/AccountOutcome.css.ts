import { globalStyle, style } from '@vanilla-extract/css';
import { contentAlign } from '../../internal/content-align.css';
import { vars } from '../../theme/vars.css';

export const outcome = style([contentAlign.center, { display: 'grid', gap: vars.space.md }]);

// The drawing is sized by its icon as 1em: here, the largest type size.
export const icon = style({
  display: 'inline-flex',
  fontSize: vars.font.size.xxxl,
  color: vars.color.success,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  color: vars.color.text,
  // Focus lands here programmatically so screen readers hear the outcome; it is not a control.
  selectors: { '&:focus': { outline: 'none' } },
});

export const message = style({ margin: 0, color: vars.color.textMuted, lineHeight: 1.5 });

// What the reader must check (the address the link went to) stands out and never overflows.
globalStyle(`${message} strong`, {
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
