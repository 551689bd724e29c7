import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A panel, like the rows of the card beside it: stretched to the card's height, the quote in its middle.
export const figure = style({
  margin: 0,
  display: 'grid',
  alignContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const quote = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontStyle: 'italic',
  lineHeight: 1.5,
  overflowWrap: 'break-word',
});

export const text = style({ margin: 0 });

export const author = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});
