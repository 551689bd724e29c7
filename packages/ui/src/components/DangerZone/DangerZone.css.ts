import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const zone = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  lineHeight: 1.25,
  color: vars.color.danger,
});

export const text = style({ margin: 0, lineHeight: 1.5, maxWidth: '60ch' });
